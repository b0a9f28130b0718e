/**
 * The methods the API contract (schema/api.ts) answers at a path, for a call that used another: it is told 405 and
 * which methods the address takes (Allow), where an address nothing answers at is 404.
 */
import { ALL_RESOURCES, API_ROOT, type Endpoint } from '#schema/api';

/**
 * A route's pattern as a regular expression: each `:name` one path segment. An address with a slash more at its end
 * is none of the contract's (nothing answers there), not the address without it called with the wrong method.
 */
function patternOf(path: string): RegExp {
  const segments = path
    .replace(/\/$/, '')
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^${segments.join('/')}$`);
}

const ROUTES = ALL_RESOURCES.flatMap((resource) =>
  Object.entries(resource).flatMap(([key, endpoint]) => (key === 'prefix' ? [] : [endpoint as Endpoint])),
).map((endpoint) => ({
  method: endpoint.method,
  pattern: patternOf(`${API_ROOT}${endpoint.prefix}${endpoint.route}`),
}));

/** The methods answered at the path, HEAD with GET; none when nothing answers there. */
export function allowedMethods(path: string): string[] {
  const methods = new Set<string>(ROUTES.filter((route) => route.pattern.test(path)).map((route) => route.method));
  if (methods.has('GET')) methods.add('HEAD');
  return [...methods];
}

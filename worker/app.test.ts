import { describe, expect, it } from 'vitest';
import { ALL_RESOURCES, API_ROOT, type Endpoint } from '../schema/api';
import { createApp } from './app';

const endpoints = ALL_RESOURCES.flatMap((resource) =>
  Object.entries(resource).flatMap(([name, value]) =>
    typeof value === 'string' ? [] : [[name, value as Endpoint] as const],
  ),
);

describe('the Worker and the API contract', () => {
  const registered = new Set(createApp().routes.map((route) => `${route.method} ${route.path}`));

  it.each(endpoints)('registers %s where the contract says', (_, endpoint) => {
    const path = `${API_ROOT}${endpoint.prefix}${endpoint.route === '/' ? '' : endpoint.route}`;
    expect(registered).toContain(`${endpoint.method} ${path}`);
  });
});

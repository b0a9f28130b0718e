/** A POST to a running local shop's API, as the site sends it: JSON, the double-submit check, a session if given. */

/** The double-submit check compares the cookie with the header: any value sent in both passes it. */
const CSRF = 'local-script-csrf-token';

export async function post(
  origin: string,
  path: string,
  body: unknown,
  token?: string,
): Promise<Record<string, unknown>> {
  const response = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: `XSRF-TOKEN=${CSRF}`,
      'x-xsrf-token': CSRF,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${String(answer.message)}`);
  return answer;
}

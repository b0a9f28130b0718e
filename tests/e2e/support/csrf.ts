import type { APIRequestContext } from '@playwright/test';

/** GET /api/csrf sets the cookie; every mutation echoes it in X-XSRF-TOKEN. */
export async function csrfHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  await request.get('/api/csrf');
  const { cookies } = await request.storageState();
  const token = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value;
  if (!token) throw new Error('The test server set no XSRF-TOKEN cookie');
  return { 'x-xsrf-token': token };
}

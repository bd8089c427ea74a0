import { describe, expect, it } from 'vitest';
import { sendRaw, type RawResponse } from '../test/raw-http.ts';
import { servicesForFile } from '../test/services-for-file.ts';
import { CSRF_TOKEN_PATH } from './csrf.ts';

const PSDATA = '/service/customerfrontenddata/api/v1/psdata';

const services = servicesForFile({ countryCode: 'DE' });

/** The name=value pairs of an answer's Set-Cookie headers, as a browser sends them back. */
function cookiesOf(response: RawResponse): Record<string, string> {
  const pairs = [response.headers['set-cookie'] ?? []].flat().map((cookie) => cookie.split(';')[0]!.split('='));
  return Object.fromEntries(pairs.map(([name, ...value]) => [name!, value.join('=')]));
}

const cookieHeader = (cookies: Record<string, string>) => Object.entries(cookies).map(([name, value]) => `${name}=${value}`).join('; ');

const getToken = (headers: Record<string, string> = {}) => sendRaw(services.baseURL, 'GET', CSRF_TOKEN_PATH, { headers });

const psdata = (cookies: Record<string, string>, token: string) =>
  sendRaw(services.baseURL, 'GET', PSDATA, { headers: { cookie: cookieHeader(cookies), 'x-csrf-token': token, 'sec-fetch-site': 'same-origin' } });

describe(`GET ${CSRF_TOKEN_PATH}`, () => {
  it('gives a new browser a token in the body and the readable cookie, with its HttpOnly secret, never to be cached', async () => {
    const response = await getToken({ 'sec-fetch-site': 'same-origin' });
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { csrfToken } = JSON.parse(response.body) as { csrfToken: string };
    const setCookies = [response.headers['set-cookie'] ?? []].flat();
    expect(setCookies.find((cookie) => cookie.startsWith('csrfSecret='))).toMatch(/; HttpOnly; SameSite=Strict$/);
    expect(setCookies.find((cookie) => cookie.startsWith('csrfToken='))).toBe(`csrfToken=${csrfToken}; Path=/; SameSite=Strict`);
  });

  it('opens the protected calls to the browser that asked, with the token from the body', async () => {
    const response = await getToken();
    const cookies = cookiesOf(response);
    expect((await psdata(cookies, (JSON.parse(response.body) as { csrfToken: string }).csrfToken)).status).toBe(200);
  });

  it('makes a further token from the secret the browser holds, so the tokens of its other tabs stay good', async () => {
    const first = await getToken();
    const cookies = cookiesOf(first);
    const second = await getToken({ cookie: cookieHeader(cookies) });
    expect(cookiesOf(second)).not.toHaveProperty('csrfSecret');
    expect((await psdata(cookies, cookies.csrfToken!)).status).toBe(200);
    expect((await psdata(cookies, cookiesOf(second).csrfToken!)).status).toBe(200);
  });

  it("binds the token to its browser's secret: another browser's token is refused", async () => {
    const mine = cookiesOf(await getToken());
    const theirs = cookiesOf(await getToken());
    expect((await psdata(mine, theirs.csrfToken!)).status).toBe(403);
  });

  const fromElsewhere: Array<Record<string, string>> = [{ 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': 'same-site' }, { origin: 'https://evil.example' }];
  it.each(fromElsewhere)(
    'refuses a request from another site (%o) and sets no cookie',
    async (headers) => {
      const response = await getToken(headers);
      expect(response.status).toBe(403);
      expect(response.headers['set-cookie']).toBeUndefined();
    },
  );

  it('answers the pages with no cookie at all: they ask for their token', async () => {
    const response = await sendRaw(services.baseURL, 'GET', '/service/promotion/api/promotion/SHOP_FOOTER');
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});

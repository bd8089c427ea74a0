import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient, startServices, type RunningServices } from './test/test-server.ts';

let backend: RunningServices;
let front: RunningServices;

beforeAll(async () => {
  backend = await startServices({ countryCode: 'DE' });
  front = await startServices({ countryCode: 'DE', upstream: backend.baseURL });
});
afterAll(async () => {
  await front.close();
  await backend.close();
  backend.remove();
  front.remove();
});

describe('serve --upstream', () => {
  it('forwards a call with its body, headers and the answer’s status and cookies', async () => {
    const client = new HttpClient(front.baseURL);
    const response = await client.request('POST', '/service/newsletter/api/internal/newsletter-subscribers', {
      json: { email: 'forwarded@example.com', consents: [], origin: 'onsite', originAddition: 'subsite' },
      headers: { 'x-api-key': 'dummy' },
    });
    expect(response.status).toBe(202);
    expect(client.cookies.has('newsletterSignup')).toBe(true);
    expect(await (await new HttpClient(backend.baseURL).request('GET', '/_dev/mailbox')).text()).toContain('forwarded@example.com');
  });

  it('passes the upstream’s error answers on unchanged', async () => {
    const client = new HttpClient(front.baseURL);
    const response = await client.request('PUT', `/service/newsletter/api/internal/newsletter-subscribers/${'x'.repeat(43)}/doi`, { headers: { 'x-api-key': 'dummy' } });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ type: 'urn:newsletter:token_invalid' });
  });

  it('answers 502 when the upstream cannot be reached', async () => {
    const unreachable = await startServices({ countryCode: 'DE', upstream: 'http://127.0.0.1:9' });
    try {
      const response = await new HttpClient(unreachable.baseURL).request('GET', '/service/promotion/api/promotion/SHOP_FOOTER');
      expect(response.status).toBe(502);
    } finally {
      await unreachable.close();
      unreachable.remove();
    }
  });
});

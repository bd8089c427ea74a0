import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient, startServices, type RunningServices } from '../test/test-server.ts';

const FOOTER = '/service/promotion/api/promotion/SHOP_FOOTER';

let germany: RunningServices;
let poland: RunningServices;

beforeAll(async () => {
  [germany, poland] = await Promise.all([startServices({ countryCode: 'DE' }), startServices({ countryCode: 'PL' })]);
});
afterAll(async () => {
  for (const services of [germany, poland]) {
    await services.close();
    services.remove();
  }
});

describe('GET /promotion/SHOP_FOOTER', () => {
  it("answers 200 with the country's promotion as a JSON string in contentJSON", async () => {
    const response = await new HttpClient(germany.baseURL).request('GET', FOOTER);
    expect(response.status).toBe(200);
    const { contentJSON } = (await response.json()) as { contentJSON: string };
    expect(JSON.parse(contentJSON)).toMatchObject({ headline: 'Kaffee der Woche', link: { url: '/kaffee-der-woche-c4100.html' } });
  });

  it('answers 404 in a country without a promotion', async () => {
    const response = await new HttpClient(poland.baseURL).request('GET', FOOTER);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ type: 'urn:storefront:not_found', status: 404 });
  });

  it('answers 404 for any other promotion name', async () => {
    expect((await new HttpClient(germany.baseURL).request('GET', '/service/promotion/api/promotion/SHOP_HEADER')).status).toBe(404);
  });
});

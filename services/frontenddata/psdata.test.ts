import { describe, expect, it } from 'vitest';
import { ANNA, logIn } from '../login/test-support.ts';
import { confirmationToken } from '../test/mailbox.ts';
import { servicesForFile } from '../test/services-for-file.ts';
import { HttpClient } from '../test/test-server.ts';

const PSDATA = '/service/customerfrontenddata/api/v1/psdata';
const NEWSLETTER = '/service/newsletter/api/internal';
const API_KEY = { 'x-api-key': 'dummy' };

const services = servicesForFile({ countryCode: 'DE' });

const newClient = () => new HttpClient(services.baseURL);
const psdata = async (client: HttpClient) => (await client.request('GET', PSDATA)).json();

describe('GET /psdata', () => {
  it('refuses a call without the CSRF header with 403, although it is a GET', async () => {
    expect((await newClient().request('GET', PSDATA, { csrf: false })).status).toBe(403);
  });

  it('tells an anonymous browser that nobody is logged in, and forbids caching the answer', async () => {
    const response = await newClient().request('GET', PSDATA);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ loggedIn: false, customer: null, newsletter: { status: null } });
  });

  it("tells a browser with a valid LoginToken that the customer is logged in, until the token expires", async () => {
    const client = newClient();
    await logIn(client);
    expect(await psdata(client)).toEqual({ loggedIn: true, customer: { firstName: ANNA.firstName }, newsletter: { status: null } });
    services.clock.advance(31 * 60_000);
    expect(await psdata(client)).toMatchObject({ loggedIn: false, customer: null });
  });

  it("reports this browser's newsletter sign-up as waiting, then subscribed", async () => {
    const client = newClient();
    const signup = { email: 'psdata.reader@example.com', consents: [], origin: 'onsite', originAddition: 'subsite' };
    await client.request('POST', `${NEWSLETTER}/newsletter-subscribers`, { json: signup, headers: API_KEY });
    expect(await psdata(client)).toMatchObject({ newsletter: { status: 'WAITING_FOR_DOI' } });
    const token = await confirmationToken(client, signup.email);
    await client.request('PUT', `${NEWSLETTER}/newsletter-subscribers/${token}/doi`, { headers: API_KEY });
    expect(await psdata(client)).toMatchObject({ newsletter: { status: 'SUBSCRIBED' } });
  });
});

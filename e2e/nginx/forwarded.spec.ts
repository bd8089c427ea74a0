import { expect, test } from '@playwright/test';
import { newestMail } from '../../services/test/mailbox.ts';
import { HttpClient } from '../../services/test/test-server.ts';
import { nginxHosts } from './hosts.ts';

// Node-side, through the guide's server block: what a client sends in the forwarded headers that
// the services trust from nginx never reaches them.
const sharedHost = nginxHosts.find(({ shops }) => shops.length > 1)!;
const nginx = `http://127.0.0.1:${sharedHost.port}`;

test("a client's X-Forwarded-Host does not make the services answer for another host's name", async () => {
  const response = await new HttpClient(nginx).request('GET', '/service/abtestfrontend/api/v1/getassignment', {
    headers: { host: 'rebound.example', 'x-forwarded-host': `127.0.0.1:${sharedHost.port}` },
  });
  expect(response.status).toBe(421);
});

test("a client's X-Forwarded-Prefix does not move its sign-up to the other shop", async () => {
  const client = new HttpClient(nginx);
  const email = `forwarded-prefix-${Date.now()}@example.com`;
  const body = { email, consents: [], origin: 'onsite', originAddition: 'subsite' };
  const signup = await client.request('POST', '/service/newsletter/api/internal/newsletter-subscribers', { json: body, headers: { 'x-api-key': 'dummy', 'x-forwarded-prefix': '/fr' } });
  expect(signup.status).toBe(202);
  expect(await newestMail(client, email)).toContain('lang="de-CH"');
});

import { describe, expect, it } from 'vitest';
import { sendRaw } from '../test/raw-http.ts';
import { servicesForFile } from '../test/services-for-file.ts';

const services = servicesForFile();

describe('the Host a request to one country names', () => {
  it.each(['127.0.0.1:{port}#x', '127.0.0.1:{port}?x', 'me@127.0.0.1:{port}', '127.0.0.1:{port}/x', 'local%68ost:{port}'])(
    'is refused with 400 when the parser would read %s as another host than written',
    async (written) => {
      const host = written.replace('{port}', new URL(services.baseURL).port);
      expect((await sendRaw(services.baseURL, 'GET', '/_dev/mailbox', { headers: { host } })).status).toBe(400);
    },
  );

  // The default test shop is https://www.shop.example.de/: its own name with HTTPS's port is the same origin.
  it.each([['www.shop.example.de', 200], ['www.shop.example.de:443', 200], ['WWW.shop.example.de:443', 200], ['www.shop.example.de:8443', 421], ['www.shop.example.de.evil.example', 421]])(
    "answers the shop's own name %s with %i",
    async (host, status) => {
      expect((await sendRaw(services.baseURL, 'GET', '/_dev/mailbox', { headers: { host } })).status).toBe(status);
    },
  );

  it('is accepted in any case', async () => {
    const host = `LocalHost:${new URL(services.baseURL).port}`;
    expect((await sendRaw(services.baseURL, 'GET', '/_dev/mailbox', { headers: { host } })).status).toBe(200);
  });
});

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { VITALS_SINK_TIMING } from '../../src/analytics/vitals/sink-protocol.ts';
import { sendRaw } from '../test/raw-http.ts';
import { servicesForFile } from '../test/services-for-file.ts';
import { startServices } from '../test/test-server.ts';
import { vitalsPage } from './vitals-page.ts';

const siteDir = mkdtempSync(join(tmpdir(), 'storefront-vitals-site-'));
writeFileSync(join(siteDir, 'index.html'), '<!doctype html><title>Startseite</title>');
writeFileSync(join(siteDir, '404.html'), '<!doctype html><title>Nicht gefunden</title>');
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

const services = servicesForFile({ countryCode: 'DE', siteDir });

const VALID = { country: 'DE', page_route: '/login', metric_name: 'INP', metric_value: 136, metric_id: 'v6-1764200000000-1234567890123' };

/** Posts as a page's beacon does: a string, so text/plain, from the page's own origin. */
function beacon(body: unknown, headers: Record<string, string> = {}) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return sendRaw(services.baseURL, 'POST', '/_dev/vitals', { body: text, headers: { 'content-type': 'text/plain;charset=UTF-8', 'sec-fetch-site': 'same-origin', ...headers } });
}

async function table(): Promise<string> {
  return (await fetch(new URL('/_dev/vitals', services.baseURL))).text();
}

describe('the vitals sink at /_dev/vitals', () => {
  it.each([
    ['an unknown metric', { ...VALID, metric_name: 'FID' }],
    ['a value as text', { ...VALID, metric_value: '136' }],
    ['a negative value', { ...VALID, metric_value: -1 }],
    ['a value over an hour', { ...VALID, metric_value: 3_600_001 }],
    ['a fraction of a millisecond, which the pages never send', { ...VALID, metric_value: 136.5 }],
    ['a CLS far past any real page', { ...VALID, metric_name: 'CLS', metric_value: 101 }],
    ['another country', { ...VALID, country: 'TR' }],
    ['a country that does not exist', { ...VALID, country: '<b>XX</b>' }],
    ['an address instead of a route', { ...VALID, page_route: '/login?token=abc' }],
    ['a route the country does not have', { ...VALID, page_route: '/subscribenewsletter' }],
    ['markup for an id', { ...VALID, metric_id: '<img src=x onerror=alert(1)>' }],
    ['a long id', { ...VALID, metric_id: 'v'.repeat(65) }],
    ['a field more', { ...VALID, email: 'max@example.com' }],
    ['a field less', { ...VALID, metric_id: undefined }],
    ['an array', [VALID]],
    ['no object', 'null'],
  ])('refuses %s with 400 and keeps nothing', async (_case, body) => {
    expect((await beacon(body)).status).toBe(400);
    expect(await table()).not.toContain('<td>');
  });

  it('refuses an infinite value: 1e999 is what JSON has for it', async () => {
    expect((await beacon(JSON.stringify(VALID).replace('136', '1e999'))).status).toBe(400);
  });

  it('refuses a prototype-polluting body', async () => {
    expect((await beacon(`{"__proto__":{"polluted":true},${JSON.stringify(VALID).slice(1)}`)).status).toBe(400);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses a body over 1 KB with 413, and says that 1 KB is the limit', async () => {
    const response = await beacon({ ...VALID, metric_id: 'v'.repeat(2000) });
    expect(response.status).toBe(413);
    expect(JSON.parse(response.body).detail).toBe('at most 1024 bytes are accepted');
  });

  it.each([
    ['{"country":', 'the body is not valid JSON'],
    ['', 'the body is empty'],
  ])('says what is wrong with a beacon’s text %j, without naming a type it was not sent as', async (body, detail) => {
    const response = await beacon(body);
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body).detail).toBe(detail);
  });

  it('refuses a beacon from another site with 403, although it needs no CSRF token', async () => {
    expect((await beacon(VALID, { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await beacon(VALID, { 'sec-fetch-site': '', origin: 'https://attacker.example' })).status).toBe(403);
  });

  it('takes a page’s beacon, without a CSRF token, and shows its 75th percentile in an accessible table', async () => {
    expect((await beacon(VALID)).status).toBe(204);
    expect((await beacon({ ...VALID, metric_id: 'v6-2-2', metric_value: 48 })).status).toBe(204);
    const page = await table();
    expect(page).toContain('<th scope="col">75th percentile</th>');
    expect(page).toContain('<tr><th scope="row">DE</th><th scope="row">/login</th><th scope="row">INP</th><td>136 ms</td><td>2</td></tr>');
    expect(page).not.toContain('<script');
  });

  it('tells the pages it serves, and only their HTML, that it collects vitals', async () => {
    const home = await fetch(new URL('/', services.baseURL));
    expect(home.headers.get('server-timing')).toBe(VITALS_SINK_TIMING);
    const notFound = await fetch(new URL('/no-such-page', services.baseURL), { headers: { accept: 'text/html' } });
    expect(notFound.headers.get('server-timing')).toBe(VITALS_SINK_TIMING);
    const service = await fetch(new URL('/service/customerfrontenddata/api/v1/csrftoken', services.baseURL));
    expect(service.headers.get('server-timing')).toBeNull();
  });

  it('does not exist, and tells the pages nothing, without the dev tools', async () => {
    const plain = await startServices({ countryCode: 'DE', siteDir, devTools: false });
    try {
      expect((await fetch(new URL('/', plain.baseURL))).headers.get('server-timing')).toBeNull();
      const response = await sendRaw(plain.baseURL, 'POST', '/_dev/vitals', { body: JSON.stringify(VALID), headers: { 'content-type': 'text/plain' } });
      expect(response.status).toBe(404);
    } finally {
      await plain.close();
      plain.remove();
    }
  });
});

describe('the vitals sink of a shop under a path', () => {
  it('is at /fr/_dev/vitals for CH_FR, and takes CH_FR’s routes without the /fr/', async () => {
    const swissFrench = await startServices({ countryCode: 'CH_FR' });
    try {
      const post = (route: string) =>
        sendRaw(swissFrench.baseURL, 'POST', '/fr/_dev/vitals', { body: JSON.stringify({ ...VALID, country: 'CH_FR', page_route: route }), headers: { 'content-type': 'text/plain', 'sec-fetch-site': 'same-origin' } });
      expect((await post('/fr/login')).status).toBe(400);
      expect((await post('/login')).status).toBe(204);
      expect(await (await fetch(new URL('/fr/_dev/vitals', swissFrench.baseURL))).text()).toContain('<th scope="row">CH_FR</th><th scope="row">/login</th>');
    } finally {
      await swissFrench.close();
      swissFrench.remove();
    }
  });
});

describe('vitalsPage', () => {
  it('escapes whatever a row holds', () => {
    const page = vitalsPage([{ country: '<b>DE</b>', route: '/"><script>', metric: 'INP', p75: 1, samples: 1 }]);
    expect(page).toContain('&lt;b&gt;DE&lt;/b&gt;');
    expect(page).not.toContain('<script>');
  });

  it('shows CLS with the four decimals of the events', () => {
    expect(vitalsPage([{ country: 'DE', route: '/', metric: 'CLS', p75: 0.2877, samples: 1 }])).toContain('<td>0.2877</td>');
  });

  it('says how to get figures when there are none', () => {
    expect(vitalsPage([])).toContain('No vitals yet');
  });
});

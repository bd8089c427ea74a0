import { afterEach, describe, expect, it, vi } from 'vitest';
import { newsletterClient, type SubscriberPayload } from './newsletter-client';

const payload: SubscriberPayload = { email: 'lea@example.com', consents: [], origin: 'onsite', originAddition: 'subsite' };
let sent: Request[] = [];

function stubFetch(): void {
  sent = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    sent.push(request);
    return new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
}
afterEach(() => vi.unstubAllGlobals());

describe('the newsletter client', () => {
  it('posts a sign-up to the internal base path with the dummy api key and no optional headers', async () => {
    stubFetch();
    await newsletterClient().createSubscriber(payload);
    const [request] = sent;
    expect(new URL(request!.url).pathname).toBe('/service/newsletter/api/internal/newsletter-subscribers');
    expect(request!.method).toBe('POST');
    expect(request!.headers.get('X-Api-Key')).toBe('dummy');
    expect(request!.headers.has('X-Hunter-Site')).toBe(false);
    expect(await request!.json()).toEqual(payload);
  });

  it('uses the private base path in a single-page app, and always for the customer lookup', async () => {
    stubFetch();
    await newsletterClient({ singlePageApp: true }).createSubscriber(payload);
    await newsletterClient().customerBaseData('token-1');
    expect(sent.map((request) => new URL(request.url).pathname)).toEqual([
      '/service/newsletter/api/private/newsletter-subscribers',
      '/service/newsletter/api/private/customers/base-data',
    ]);
    expect(sent[1]!.headers.get('X-LoginToken')).toBe('token-1');
  });

  it('confirms and updates by token with the optional site headers, escaping the token', async () => {
    stubFetch();
    const client = newsletterClient({ headers: { 'X-Tenant': 'shop' }, credentials: 'include' });
    await client.confirmSubscription('abc/def', { hunterSite: 'DE', originalAddress: 'https://shop.example/x' });
    await client.updateSubscriber('abc', { firstName: 'Lea' });
    expect(new URL(sent[0]!.url).pathname).toBe('/service/newsletter/api/internal/newsletter-subscribers/abc%2Fdef/doi');
    expect(sent[0]!.method).toBe('PUT');
    expect(sent[0]!.headers.get('X-Hunter-Site')).toBe('DE');
    expect(sent[0]!.headers.get('X-Original-Address')).toBe('https://shop.example/x');
    expect(sent[0]!.headers.get('X-Tenant')).toBe('shop');
    expect(sent[0]!.credentials).toBe('include');
    expect(await sent[1]!.json()).toEqual({ firstName: 'Lea' });
  });
});

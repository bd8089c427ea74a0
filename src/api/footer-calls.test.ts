import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../test/memory-storage';
import { loadAbAssignments } from './ab-assignment';
import { fetchFooterPromotion } from './promotion';
import { createPsDataSource } from './psdata';
import { isSafeLink } from './safe-link';

function answer(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

let requests: Request[];
function stubFetch(respond: () => Response | Promise<Response>): void {
  requests = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    requests.push(request);
    return respond();
  });
}
let logged: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  window.dataLayer = [];
});
afterEach(() => {
  vi.unstubAllGlobals();
  logged.mockRestore();
  window.localStorage.clear();
});

const content = { headline: 'Kaffee der Woche', text: '20 % günstiger', link: { url: '/kaffee-der-woche-c4100.html', text: 'Zur Röstung' } };

describe('the footer promotion', () => {
  it('parses contentJSON and asks with credentials', async () => {
    stubFetch(() => answer(200, { contentJSON: JSON.stringify(content) }));
    expect(await fetchFooterPromotion()).toEqual(content);
    expect(requests[0]!.credentials).toBe('include');
  });

  it('treats 404 as no content, without logging', async () => {
    stubFetch(() => answer(404, { type: 'urn:storefront:not_found' }));
    expect(await fetchFooterPromotion()).toBeUndefined();
    expect(logged).not.toHaveBeenCalled();
  });

  it.each([
    ['a server error', () => answer(500)],
    ['contentJSON that is not JSON', () => answer(200, { contentJSON: '{"headline": ' })],
    ['content of the wrong shape', () => answer(200, { contentJSON: JSON.stringify({ headline: 1 }) })],
    ['a javascript: link', () => answer(200, { contentJSON: JSON.stringify({ ...content, link: { url: 'javascript:alert(1)', text: 'x' } }) })],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('logs and ignores %s', async (_case, respond) => {
    stubFetch(respond);
    expect(await fetchFooterPromotion()).toBeUndefined();
    expect(logged).toHaveBeenCalled();
  });
});

describe('psdata', () => {
  it('is requested once and the one answer is shared by every caller', async () => {
    const load = vi.fn(async () => ({ loggedIn: false, newsletter: { status: 'SUBSCRIBED' as const } }));
    const source = createPsDataSource(load);
    const [first, second, third] = await Promise.all([source.get(), source.get(), source.get()]);
    expect(load).toHaveBeenCalledOnce();
    expect(first).toBe(second);
    expect(third!.newsletter.status).toBe('SUBSCRIBED');
  });

  it('asks without cache, with credentials and the CSRF header', async () => {
    document.cookie = 'csrfToken=t1';
    stubFetch(() => answer(200, { loggedIn: false, newsletter: { status: null } }));
    await createPsDataSource().get();
    expect(requests[0]!.headers.get('Cache-Control')).toBe('no-cache');
    expect(requests[0]!.headers.get('X-CSRF-Token')).not.toBeNull();
    expect(requests[0]!.credentials).toBe('include');
  });
});

describe('the A/B assignment', () => {
  it('reports each assigned group to analytics', async () => {
    stubFetch(() => answer(200, { assignments: [{ test: 'footer-teaser', group: 'teaser' }] }));
    expect(await loadAbAssignments()).toEqual([{ test: 'footer-teaser', group: 'teaser' }]);
    expect(window.dataLayer).toEqual([{ event: 'ab_assignment', test: 'footer-teaser', group: 'teaser' }]);
  });

  it('reports an assignment once, not again on later page views while it holds; a new group is reported', async () => {
    const storage = new MemoryStorage();
    const assigned = (group: string) => answer(200, { assignments: [{ test: 'footer-teaser', group }, { test: 'checkout-button', group: 'green' }] });
    stubFetch(() => assigned('teaser'));
    await loadAbAssignments(() => storage);
    await loadAbAssignments(() => storage);
    expect(window.dataLayer).toEqual([
      { event: 'ab_assignment', test: 'footer-teaser', group: 'teaser' },
      { event: 'ab_assignment', test: 'checkout-button', group: 'green' },
    ]);

    stubFetch(() => assigned('control'));
    await loadAbAssignments(() => storage);
    expect(window.dataLayer).toHaveLength(3);
    expect(window.dataLayer!.at(-1)).toEqual({ event: 'ab_assignment', test: 'footer-teaser', group: 'control' });
  });

  it('reports on every page view where the browser keeps no storage, or keeps a planted value', async () => {
    stubFetch(() => answer(200, { assignments: [{ test: 'footer-teaser', group: 'teaser' }] }));
    const blocked = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    await loadAbAssignments(blocked);
    await loadAbAssignments(blocked);
    const planted = new MemoryStorage();
    planted.setItem('storefront.abAssignmentsReported', '{"footer-teaser": 1');
    await loadAbAssignments(() => planted);
    expect(window.dataLayer).toHaveLength(3);
  });

  it('reports nothing when the call fails', async () => {
    stubFetch(() => answer(500));
    expect(await loadAbAssignments()).toEqual([]);
    expect(window.dataLayer).toEqual([]);
  });
});

describe('isSafeLink', () => {
  it.each(['/privacy', 'https://careers.example.com', 'mailto:service@example.com', 'tel:+49 40 1234'])('allows %s', (url) => expect(isSafeLink(url)).toBe(true));
  it.each(['javascript:alert(1)', 'data:text/html,x', '//evil.example', '/\\evil.example', 'http://example.com'])('refuses %s', (url) => expect(isSafeLink(url)).toBe(false));
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_CHOICE_EVENT } from './consent-mode';
import { startAnalytics } from './start-analytics';

const DENIED = { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' } as const;
const consent = { defaults: DENIED, waitForUpdate: 500 } as const;
const tagManager = { kind: 'google-tag-manager', id: 'GTM-K9X2M7Q' } as const;
const CONTAINER = 'https://www.googletagmanager.com/gtm.js?id=GTM-K9X2M7Q';
const scripts = () => [...document.head.querySelectorAll('script')].map((script) => script.getAttribute('src'));
const entries = () => window.dataLayer!.map((entry) => (Object.prototype.toString.call(entry) === '[object Arguments]' ? [...(entry as IArguments)] : entry));
const choose = (detail: unknown) => window.dispatchEvent(new CustomEvent(CONSENT_CHOICE_EVENT, { detail }));

// Each test's page listens for the consent tool's event on the one window of the file: its
// listeners go when the test ends, as they would with its page.
let pageGone: AbortController;
beforeEach(() => {
  window.dataLayer = [];
  pageGone = new AbortController();
  const listen = window.addEventListener.bind(window);
  vi.spyOn(window, 'addEventListener').mockImplementation((type: string, listener: EventListenerOrEventListenerObject) => listen(type, listener, { signal: pageGone.signal }));
});
afterEach(() => {
  pageGone.abort();
  vi.restoreAllMocks();
  for (const script of document.head.querySelectorAll('script')) script.remove();
});

describe('startAnalytics in advanced mode', () => {
  it('sets the consent defaults before the tag manager’s start, and loads the consent tool before the container', () => {
    startAnalytics({ consent: { ...consent, mode: 'advanced', tool: { script: '/consent/tool.js' } }, tagManager }, '/');

    expect(entries()).toEqual([['consent', 'default', { ...DENIED, wait_for_update: 500 }], expect.objectContaining({ event: 'gtm.js' })]);
    expect(scripts()).toEqual(['/consent/tool.js', CONTAINER]);
  });

  it('loads the consent tool under the shop’s base path, as it is a file of the shop', () => {
    startAnalytics({ consent: { ...consent, mode: 'advanced', tool: { script: '/consent/tool.js' } } }, '/fr/');

    expect(scripts()).toEqual(['/fr/consent/tool.js']);
  });
});

describe('startAnalytics in basic mode', () => {
  it('loads the tag manager only once the visitor grants a storage, and only once', () => {
    startAnalytics({ consent: { ...consent, mode: 'basic' }, tagManager }, '/');
    expect(scripts()).toEqual([]);

    choose(DENIED);
    expect(scripts()).toEqual([]);
    choose({ ...DENIED, analytics_storage: 'granted' });
    choose({ ...DENIED, ad_storage: 'granted' });

    expect(scripts()).toEqual([CONTAINER]);
    expect(entries().map((entry) => (Array.isArray(entry) ? entry[1] : (entry as { event: string }).event))).toEqual(['default', 'update', 'update', 'gtm.js', 'update']);
  });

  it('loads it at once where the country’s defaults grant a storage', () => {
    startAnalytics({ consent: { ...consent, mode: 'basic', defaults: { ...DENIED, analytics_storage: 'granted' } }, tagManager }, '/');

    expect(scripts()).toEqual([CONTAINER]);
  });

  it('loads no script of its own without a consent tool or a tag manager, and still sets the defaults', () => {
    startAnalytics({ consent: { ...consent, mode: 'basic' } }, '/');
    choose({ analytics_storage: 'granted' });

    expect(scripts()).toEqual([]);
    expect(entries()).toHaveLength(2);
  });
});

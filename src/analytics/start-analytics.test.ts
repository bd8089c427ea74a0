import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startAnalytics } from './start-analytics';

const consent = { defaults: { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' }, waitForUpdate: 500 } as const;
const tagManager = { kind: 'google-tag-manager', id: 'GTM-K9X2M7Q' } as const;
const scripts = () => [...document.head.querySelectorAll('script')].map((script) => script.getAttribute('src'));

beforeEach(() => {
  window.dataLayer = [];
});
afterEach(() => {
  for (const script of document.head.querySelectorAll('script')) script.remove();
});

describe('startAnalytics', () => {
  it('sets the consent defaults before the tag manager’s start, and loads the consent tool before the container', () => {
    startAnalytics({ consent: { ...consent, tool: { script: '/consent/tool.js' } }, tagManager });

    expect(window.dataLayer).toHaveLength(2);
    expect([...(window.dataLayer![0] as IArguments)]).toEqual(['consent', 'default', { ...consent.defaults, wait_for_update: 500 }]);
    expect(window.dataLayer![1]).toMatchObject({ event: 'gtm.js' });
    expect(scripts()).toEqual(['/consent/tool.js', 'https://www.googletagmanager.com/gtm.js?id=GTM-K9X2M7Q']);
  });

  it('loads no script of its own without a consent tool or a tag manager, and still sets the defaults', () => {
    startAnalytics({ consent });

    expect(window.dataLayer).toHaveLength(1);
    expect(scripts()).toEqual([]);
  });
});

import { beforeEach, describe, expect, it } from 'vitest';
import { CONSENT_CHOICE_EVENT, consentChoiceOf, forwardConsentChoices, setConsentDefaults } from './consent-mode';

const DENIED = { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' } as const;
const commands = () => window.dataLayer!.map((entry) => (Array.isArray(entry) || typeof entry !== 'object' ? entry : [...(entry as IArguments)]));

beforeEach(() => {
  window.dataLayer = [];
});

describe('Consent Mode', () => {
  it('sets the country’s defaults as a gtag command, an arguments object as the tags expect', () => {
    setConsentDefaults({ mode: 'basic', defaults: DENIED, waitForUpdate: 500 });

    expect(Object.prototype.toString.call(window.dataLayer![0])).toBe('[object Arguments]');
    expect(commands()).toEqual([['consent', 'default', { ...DENIED, wait_for_update: 500 }]]);
  });

  it('passes a consent tool’s choice on once, and a changed choice again', () => {
    forwardConsentChoices();
    const choose = (detail: unknown) => window.dispatchEvent(new CustomEvent(CONSENT_CHOICE_EVENT, { detail }));
    choose({ analytics_storage: 'granted' });
    choose({ analytics_storage: 'granted' });
    choose({ analytics_storage: 'denied', ad_storage: 'denied' });

    expect(commands()).toEqual([
      ['consent', 'update', { analytics_storage: 'granted' }],
      ['consent', 'update', { ad_storage: 'denied', analytics_storage: 'denied' }],
    ]);
  });

  it.each([null, 'granted', {}, { analytics_storage: 'yes' }, { cookies: 'granted' }])('takes %j for no choice', (detail) => {
    expect(consentChoiceOf(detail)).toBeUndefined();
  });

  it('reads only the report’s own storages: a polluted prototype grants nothing', () => {
    const polluted = Object.prototype as Record<string, unknown>;
    polluted.analytics_storage = 'granted';
    try {
      expect(consentChoiceOf({ ad_storage: 'denied' })).toEqual({ ad_storage: 'denied' });
      expect(consentChoiceOf({ cookies: 'granted' })).toBeUndefined();
      expect(consentChoiceOf(Object.create({ ad_storage: 'granted' }))).toBeUndefined();
    } finally {
      delete polluted.analytics_storage;
    }
  });

  it('keeps only the four storages of a choice', () => {
    expect(consentChoiceOf({ analytics_storage: 'granted', functionality_storage: 'granted', ad_user_data: 'no' })).toEqual({ analytics_storage: 'granted' });
  });
});

import type { ConsentDefaults, ConsentSettings } from '../config/country.generated';

/** The window event a consent tool dispatches with the visitor's choice (docs/analytics.md). */
export const CONSENT_CHOICE_EVENT = 'storefront:consent';

export type ConsentChoice = Partial<ConsentDefaults>;

const STORAGES = ['ad_storage', 'ad_user_data', 'ad_personalization', 'analytics_storage'] as const;

/**
 * Google's tags read Consent Mode commands as gtag() calls: each an `arguments` object in the
 * dataLayer, not an array, which they would take for an event.
 */
function gtag(..._command: unknown[]): void {
  window.dataLayer ??= [];
  window.dataLayer.push(arguments);
}

/** Consent Mode's defaults, from the country's data; they must precede the tag manager and every event. */
export function setConsentDefaults({ defaults, waitForUpdate }: ConsentSettings): void {
  gtag('consent', 'default', { ...defaults, wait_for_update: waitForUpdate });
}

/** The storages a consent tool's event names, each granted or denied; anything else in it is not a choice. */
export function consentChoiceOf(detail: unknown): ConsentChoice | undefined {
  if (typeof detail !== 'object' || detail === null) return undefined;
  const entries = STORAGES.flatMap((storage) => {
    // Its own values only: a polluted Object.prototype must not turn a report into a grant.
    const state = Object.hasOwn(detail, storage) ? (detail as Record<string, unknown>)[storage] : undefined;
    return state === 'granted' || state === 'denied' ? [[storage, state] as const] : [];
  });
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/** Whether a choice, or the defaults, grant any storage. */
export function grantsAny(choice: ConsentChoice): boolean {
  return Object.values(choice).includes('granted');
}

/**
 * Passes each choice the consent tool reports on to the tags as a Consent Mode update: once, as
 * a tool may report the same choice on every page or twice on one. `afterUpdate` hears each
 * choice passed on.
 */
export function forwardConsentChoices(afterUpdate?: (choice: ConsentChoice) => void): void {
  let last = '';
  window.addEventListener(CONSENT_CHOICE_EVENT, (event) => {
    const choice = consentChoiceOf((event as CustomEvent<unknown>).detail);
    const key = JSON.stringify(choice);
    if (!choice || key === last) return;
    last = key;
    gtag('consent', 'update', choice);
    afterUpdate?.(choice);
  });
}

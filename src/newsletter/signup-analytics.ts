import { pushAnalyticsEvent } from '../analytics/data-layer';

/**
 * Spec §7: the event after every sign-up, the honeypot path included, with the spec's fields as
 * they are and GA4's recommended `method` (docs/analytics.md).
 */
export function reportSignUp(origin: string, originAddition: string): void {
  pushAnalyticsEvent({
    event: 'sign_up',
    subject: 'newsletter',
    origin: `${origin}:${originAddition}`,
    type: 'ga4',
    emitter: 'newsletterservice',
    method: 'email',
  });
}

/** The double opt-in confirmed: the mail's link opened a sign-up that was waiting for it (docs/analytics.md). */
export function reportSignUpConfirmed(): void {
  pushAnalyticsEvent({ event: 'newsletter_confirmed', subject: 'newsletter', method: 'email' });
}

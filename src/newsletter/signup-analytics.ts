import { pushAnalyticsEvent } from '../analytics/data-layer';

/** Spec §7: the event after every sign-up, the honeypot path included. */
export function reportSignUp(origin: string, originAddition: string): void {
  pushAnalyticsEvent({
    event: 'sign_up',
    subject: 'newsletter',
    origin: `${origin}:${originAddition}`,
    type: 'ga4',
    emitter: 'newsletterservice',
  });
}

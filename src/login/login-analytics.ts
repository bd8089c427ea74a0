import { pushAnalyticsEvent } from '../analytics/data-layer';

/** GA4's recommended `login` event, after the service accepted the credentials (docs/analytics.md). */
export function reportLogin(): void {
  pushAnalyticsEvent({ event: 'login', method: 'password' });
}

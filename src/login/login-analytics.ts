import { pushAnalyticsEvent } from '../analytics/data-layer';

/** GA4's recommended `login` event, on the page a login led to (docs/analytics.md). */
export function reportLogin(): void {
  pushAnalyticsEvent({ event: 'login', method: 'password' });
}

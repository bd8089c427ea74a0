import { onCLS, onFCP, onINP, onLCP, onTTFB, type MetricType } from 'web-vitals';
import { pushAnalyticsEvent } from '../data-layer.ts';
import { watchInteractionTargets } from './interaction-targets.ts';
import { pageRouteOf, type ShopPages } from './page-route.ts';
import { sendToSink } from './send-to-sink.ts';
import { servedWithSink } from './sink-protocol.ts';
import { vitalsEvent } from './vitals-event.ts';

/**
 * Reports the page's LCP, INP, CLS, FCP and TTFB as `web_vitals` dataLayer events, each when
 * web-vitals has it: TTFB and FCP soon after load, LCP at the first input or when the page is
 * hidden, INP and CLS when it is hidden (another tab, a navigation, closing it). A page served
 * by `storefront serve --dev-tools` sends each to the local sink too.
 */
export function reportVitals(shop: ShopPages): void {
  const page = { country: shop.countryCode, route: pageRouteOf(location.pathname, shop) };
  const sink = servedWithSink() ? sendToSink(shop.basePath) : undefined;
  const report = (metric: MetricType) => {
    const event = vitalsEvent(metric, page);
    pushAnalyticsEvent(event);
    sink?.(event);
  };
  watchInteractionTargets();
  for (const onMetric of [onLCP, onCLS, onFCP, onTTFB]) onMetric(report);
  // web-vitals works INP's entries out when the browser is idle; a page left before then gets its
  // final report first, with no value, and the value, worked out after it, goes unreported unless
  // every change is. So INP may report more than once: each a larger value, under one metric_id.
  onINP(report, { reportAllChanges: true });
}

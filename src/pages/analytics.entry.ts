import { analytics } from 'virtual:storefront/analytics';
import { basePath } from 'virtual:storefront/shop-pages';
import { startAnalytics } from '../analytics/start-analytics';

// A module script in the page's head, ahead of the page's own: it runs before any of the page's
// code can push an event, so the consent defaults are the first entry of the dataLayer.
startAnalytics(analytics, basePath);

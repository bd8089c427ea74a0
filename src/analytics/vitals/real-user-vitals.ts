// The chunk that start-vitals-when-idle.ts loads: web-vitals and the few facts of the shop it
// needs, without the country's data. `storefront budgets` weighs it by this module's name.
import { basePath, countryCode, notFoundPath, pagePaths } from 'virtual:storefront/shop-pages';
import { reportVitals } from './report-vitals.ts';

reportVitals({ countryCode, basePath, pagePaths, notFoundPath });

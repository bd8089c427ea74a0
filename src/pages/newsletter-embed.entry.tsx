// Loaded by pages that are not built with React: `<script type="module" src="/assets/newsletter-embed.js">`,
// then `window.storefront.mountNewsletterSignup(element, options)`.
import { country, locale, shops, translations } from 'virtual:storefront/country';
import { mountSignupInto, type MountNewsletterOptions } from '../newsletter/mount-signup';

declare global {
  interface Window {
    storefront?: { mountNewsletterSignup: (element: HTMLElement, options?: MountNewsletterOptions) => () => void };
  }
}

window.storefront = {
  ...window.storefront,
  mountNewsletterSignup: (element, options) => mountSignupInto({ country, locale, translations, shops }, element, options),
};

// Loaded by pages that are not built with React: `<script type="module" src="/assets/newsletter-embed.js">`,
// then `window.storefront.mountNewsletterSignup(element, options)`.
import { country, locale, shops, translations } from 'virtual:storefront/country';
import { mountSignupInto } from '../newsletter/mount-signup';
import { publishEmbed } from './embed-api';

publishEmbed({
  mountNewsletterSignup: (element, options) => mountSignupInto({ country, locale, translations, shops }, element, options),
});

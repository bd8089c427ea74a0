// Loaded by pages built elsewhere (product, checkout, account): `<script type="module" src="/assets/footer-embed.js">`,
// then `window.storefront.mountFooter(element, { mode: 'checkout' })`. docs/architecture.md has the snippet.
import { country, locale, shops, translations } from 'virtual:storefront/country';
import { mountFooterInto } from '../footer/embed/mount-footer';
import { SIGNUP_SECTION_ID } from '../newsletter/signup-anchor';
import { publishEmbed } from './embed-api';

// The build puts the embed's stylesheets here, as one string (cli/vite/embed-styles-plugin.ts).
const FOOTER_STYLES = '__STOREFRONT_EMBED_STYLES__';

// The embed's footer has no staff panel (SiteFooter's staffPreview is off): the preview is the shop's own pages'.
publishEmbed({
  mountFooter: (element, options) => mountFooterInto({ country, locale, translations, shops }, element, options, FOOTER_STYLES, { signupSectionId: SIGNUP_SECTION_ID }),
});

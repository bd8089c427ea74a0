import type { MountFooterOptions } from '../footer/embed/footer-embed-options';
import type { MountNewsletterOptions } from '../newsletter/mount-signup';

/**
 * What the embeds add to `window.storefront` for pages built elsewhere; each returns a function
 * that removes what it mounted. A page may load both embeds, in either order.
 */
export interface StorefrontEmbeds {
  /** From newsletter-embed.js: the sign-up widget. */
  mountNewsletterSignup?: (element: HTMLElement, options?: MountNewsletterOptions) => () => void;
  /** From footer-embed.js: the country's footer, in its own shadow root. */
  mountFooter?: (element: HTMLElement, options?: MountFooterOptions) => () => void;
}

declare global {
  interface Window {
    storefront?: StorefrontEmbeds;
  }
}

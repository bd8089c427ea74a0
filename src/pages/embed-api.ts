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

/**
 * Adds an embed's functions to `window.storefront`. An object the page put there keeps its
 * identity and its methods, so that a reference the page holds sees them; one that cannot take
 * more (frozen) is copied.
 */
export function publishEmbed(functions: StorefrontEmbeds): void {
  const existing = window.storefront;
  if (existing && Object.isExtensible(existing)) Object.assign(existing, functions);
  else window.storefront = { ...existing, ...functions };
}

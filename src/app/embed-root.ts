/**
 * The element inside an embed's shadow root that carries the theme: its variables, colour scheme
 * and language. The build writes the stylesheets' `:host` rules for it (cli/vite/embed-styles-plugin.ts):
 * the page's CSS can match the host element, and would win over `:host` rules there, but it cannot
 * match an element inside the shadow root.
 */
export const EMBED_ROOT_ATTRIBUTE = 'data-storefront-embed';

/** The custom property that stands for 1rem in an embed's stylesheet (cli/vite/embed-styles-plugin.ts) and theme. */
export const ROOT_SIZE_PROPERTY = '--storefront-rem';

// A length in rem, signed, not part of a name (a class `.m_1rem`) or of a larger number.
const REM_LENGTH = /(?<![\w.-])(-?\d*\.?\d+)rem\b/g;

/** CSS whose rem lengths count in the embed's root size (`pinRootSize`); where nothing pins it, rem stays rem. */
export function withPinnedRem(css: string): string {
  return css.replace(REM_LENGTH, (_length, size: string) => `calc(${size} * var(${ROOT_SIZE_PROPERTY}, 1rem))`);
}

/**
 * Whether the browser computes the root size to a length. Registered, `1em` on the embed's root
 * (whose font size is `medium`, the shopper's default) becomes pixels that its content inherits.
 * Unregistered, it would stay `1em` and count from each element's own font size.
 */
function rootSizeRegistered(): boolean {
  if (!('registerProperty' in CSS)) return false;
  try {
    CSS.registerProperty({ name: ROOT_SIZE_PROPERTY, syntax: '<length>', inherits: true, initialValue: '16px' });
  } catch {
    // Registered already, by an earlier mount.
  }
  return true;
}

/**
 * Makes rem in the embed the shopper's default font size. A page may change its own root font
 * size (Bootstrap 3 sets 10px), which would shrink every rem of the embed with it. Where the
 * browser cannot register the property, rem stays the page's.
 */
export function pinRootSize(embedRoot: HTMLElement): void {
  if (rootSizeRegistered()) embedRoot.style.setProperty(ROOT_SIZE_PROPERTY, '1em');
}

/** The custom property that stands for 1rem in the footer embed's stylesheet (cli/vite/embed-styles-plugin.ts). */
export const ROOT_SIZE_PROPERTY = '--storefront-rem';

/**
 * Makes the embed's rem the shopper's default font size. A page may change its own root font size
 * (Bootstrap 3 sets 10px), which would shrink every rem of the footer with it. Set on the host:
 * the theme's size variables, declared there, resolve there.
 */
export function pinRootSize(host: HTMLElement, shadow: ShadowRoot): void {
  const probe = document.createElement('span');
  probe.style.fontSize = 'medium';
  shadow.append(probe);
  const size = getComputedStyle(probe).fontSize;
  probe.remove();
  // A host not in the page yet has no computed size: rem stays the page's.
  if (size) host.style.setProperty(ROOT_SIZE_PROPERTY, size);
}

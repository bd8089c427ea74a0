import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { Storefront } from '../../app/StorefrontData';
import { StorefrontProviders } from '../../app/StorefrontProviders';
import { SiteFooter } from '../../pages/site-footer/SiteFooter';
import { enhanceFooter } from '../live/enhance-footer';
import classes from './EmbeddedFooter.module.css';
import { footerEmbedMode, type MountFooterOptions } from './footer-embed-options';
import { pinRootSize } from './root-size';

const mounted = new WeakMap<HTMLElement, () => void>();

function shadowRootOf(element: HTMLElement): ShadowRoot {
  if (!(element instanceof HTMLElement)) throw new TypeError('storefront.mountFooter: the first argument must be an element of the page');
  try {
    return element.shadowRoot ?? element.attachShadow({ mode: 'open' });
  } catch {
    throw new TypeError(`storefront.mountFooter: the footer needs an element that can hold a shadow root, such as <div> or <footer>, not <${element.localName}>`);
  }
}

/**
 * Puts the country's footer into an element of a page built elsewhere (product, checkout, account),
 * as the kit's own pages show it, and wires it as they do (enhance-footer.ts). It lives in a shadow
 * root with its own stylesheet (`styles`, cli/vite/embed-styles-plugin.ts): the page's CSS cannot
 * reach in, and the footer's cannot reach out. Returns a function that removes it; mounting into
 * the same element again replaces it.
 */
export function mountFooterInto(storefront: Storefront, element: HTMLElement, options: MountFooterOptions | undefined, styles: string): () => void {
  const mode = footerEmbedMode(options);
  const shadow = shadowRootOf(element);
  mounted.get(element)?.();
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(styles);
  shadow.adoptedStyleSheets = [sheet];
  const container = document.createElement('div');
  container.className = classes.root!;
  // Mantine's component styles look for the scheme on an ancestor inside the shadow root.
  container.dataset.mantineColorScheme = 'light';
  shadow.replaceChildren(container);
  pinRootSize(element, shadow);

  const root = createRoot(container);
  flushSync(() =>
    root.render(
      <StorefrontProviders {...storefront} shadowHost={element}>
        <SiteFooter checkout={mode === 'checkout'} reduced={mode === 'reduced'} staffPreview={false} />
      </StorefrontProviders>,
    ),
  );
  const footer = container.querySelector<HTMLElement>('[data-footer]');
  if (footer) enhanceFooter(footer);
  const unmount = () => {
    root.unmount();
    container.remove();
    mounted.delete(element);
  };
  mounted.set(element, unmount);
  return unmount;
}

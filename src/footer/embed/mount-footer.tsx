import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { EMBED_ROOT_ATTRIBUTE, pinRootSize } from '../../app/embed-root';
import { embedTheme } from '../../app/embed-theme';
import type { Storefront } from '../../app/StorefrontData';
import { StorefrontProviders } from '../../app/StorefrontProviders';
import { FooterSignup } from '../../pages/site-footer/FooterSignup';
import { SiteFooter } from '../../pages/site-footer/SiteFooter';
import { enhanceFooter, type FooterParts } from '../live/enhance-footer';
import classes from './EmbeddedFooter.module.css';
import { footerEmbedMode, type MountFooterOptions } from './footer-embed-options';

// The elements that can hold a shadow root (DOM standard), but the page's <body>, which the footer would replace.
const SHADOW_HOSTS = new Set(['article', 'aside', 'blockquote', 'div', 'footer', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'main', 'nav', 'p', 'section', 'span']);
const ownShadowRoots = new WeakSet<ShadowRoot>();
const footerRoots = new WeakMap<ShadowRoot, Root>();

/** The shadow root the footer goes into: the element's, made for it on the first mount; never a root of the page's own. */
function shadowRootOf(element: HTMLElement): ShadowRoot {
  if (!(element instanceof HTMLElement)) throw new TypeError('storefront.mountFooter: the first argument must be an element of the page');
  const name = element.localName;
  if (!SHADOW_HOSTS.has(name) && !name.includes('-')) {
    throw new TypeError(`storefront.mountFooter: the footer needs an element that can hold a shadow root, such as <div> or <footer>, not <${name}>`);
  }
  if (element.shadowRoot && ownShadowRoots.has(element.shadowRoot)) return element.shadowRoot;
  try {
    const shadow = element.attachShadow({ mode: 'open' });
    ownShadowRoots.add(shadow);
    return shadow;
  } catch {
    throw new TypeError(`storefront.mountFooter: this <${name}> has a shadow root of its own; give the footer an element of its own`);
  }
}

/** The element that carries the theme (embed-root.ts), in the shop's language and direction whatever the page's. */
function embedRootFor(locale: string): HTMLElement {
  const embedRoot = document.createElement('div');
  embedRoot.setAttribute(EMBED_ROOT_ATTRIBUTE, '');
  embedRoot.lang = locale;
  embedRoot.dir = 'ltr';
  // Mantine's component styles look for the scheme on an ancestor; set before the first paint.
  embedRoot.dataset.mantineColorScheme = 'light';
  embedRoot.className = classes.embedRoot!;
  pinRootSize(embedRoot);
  return embedRoot;
}

/**
 * Puts the country's footer into an element of a page built elsewhere (product, checkout, account),
 * as the kit's own pages show it, and wires it as they do (enhance-footer.ts). It lives in a shadow
 * root with its own stylesheet (`styles`, cli/vite/embed-styles-plugin.ts): the page's CSS cannot
 * reach in, and the footer's cannot reach out. Mounting into the same element again replaces it.
 * Returns a function that removes it, after which the element shows its own content again.
 * `parts` is what the footer needs of the features it holds, from the embed's entry.
 */
export function mountFooterInto(storefront: Storefront, element: HTMLElement, options: MountFooterOptions | undefined, styles: string, parts: FooterParts): () => void {
  const mode = footerEmbedMode(options);
  const shadow = shadowRootOf(element);
  footerRoots.get(shadow)?.unmount();
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(styles);
  shadow.adoptedStyleSheets = [sheet];
  const embedRoot = embedRootFor(storefront.locale);
  const content = embedRoot.appendChild(document.createElement('div'));
  content.className = classes.content!;
  shadow.replaceChildren(embedRoot);

  const root = createRoot(content);
  footerRoots.set(shadow, root);
  flushSync(() =>
    root.render(
      <StorefrontProviders {...storefront} embedRoot={embedRoot} mantineTheme={embedTheme()}>
        <SiteFooter signup={<FooterSignup />} checkout={mode === 'checkout'} reduced={mode === 'reduced'} staffPreview={false} />
      </StorefrontProviders>,
    ),
  );
  const footer = content.querySelector<HTMLElement>('[data-footer]');
  if (footer) enhanceFooter(footer, parts);
  return () => {
    // A later mount replaced this footer and removes it itself.
    if (footerRoots.get(shadow) !== root) return;
    footerRoots.delete(shadow);
    root.unmount();
    shadow.adoptedStyleSheets = [];
    shadow.replaceChildren(document.createElement('slot'));
  };
}

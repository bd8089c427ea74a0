/** The footers a page built elsewhere can ask for (spec §2.3): the whole one, the checkout's, the reduced one. */
export const FOOTER_EMBED_MODES = ['full', 'checkout', 'reduced'] as const;

export type FooterEmbedMode = (typeof FOOTER_EMBED_MODES)[number];

export interface MountFooterOptions {
  /** 'checkout' leaves out the groups marked hideGroupInCheckout; 'reduced' the SEO links, icons and sign-up @default 'full' */
  mode?: FooterEmbedMode;
}

const isMode = (mode: unknown): mode is FooterEmbedMode => FOOTER_EMBED_MODES.includes(mode as FooterEmbedMode);

/**
 * The mode a host page asked for. Its scripts are not type-checked against the kit: a misspelt
 * mode stops with the modes there are, rather than showing a footer the page did not ask for.
 */
export function footerEmbedMode(options: MountFooterOptions = {}): FooterEmbedMode {
  if (typeof options !== 'object' || options === null) throw new TypeError("storefront.mountFooter: options must be an object such as { mode: 'checkout' }");
  // The page's own property only: a polluted Object.prototype does not choose the footer.
  const mode = Object.hasOwn(options, 'mode') && options.mode !== undefined ? options.mode : 'full';
  if (isMode(mode)) return mode;
  throw new TypeError(`storefront.mountFooter: mode must be one of ${FOOTER_EMBED_MODES.map((known) => `'${known}'`).join(', ')}, not ${JSON.stringify(mode)}`);
}

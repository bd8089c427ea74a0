/** Debian's Chromium; the browser tests and `storefront audit` use no other. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Flags Debian's Chromium needs on these machines (design.md): no sandbox and no GPU in a
 * container, and none of Chrome's own traffic (updates, sync, field trials), as there is no network.
 * Shared by the browser tests and `storefront audit`.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

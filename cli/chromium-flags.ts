/** Debian's Chromium: `storefront audit` and `screenshots` measure and photograph the browser shoppers have. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's build of Chromium's headless shell, for the browser tests: the same engine without the
 * browser's window code, as Playwright itself runs headless tests. It runs the suite about a third
 * faster than the whole browser on the 2-core machines.
 */
export const HEADLESS_SHELL_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

/**
 * Flags Debian's Chromium needs on these machines (design.md): no sandbox and no GPU in a
 * container, and none of Chrome's own traffic (updates, sync, field trials), as there is no network.
 * Shared by the browser tests, `storefront audit` and `screenshots`.
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

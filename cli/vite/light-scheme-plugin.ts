import type { Plugin } from 'vite';

const MANTINE_VARIABLES = /@mantine[\\/]core[\\/]styles[\\/]default-css-variables\.css$/;
const DARK_RULE = /[^{}]*data-mantine-color-scheme='dark'[^{}]*\{[^{}]*\}/g;

/**
 * Drops the dark colour scheme's rules from Mantine's variables stylesheet: every page forces the
 * light scheme (StorefrontProviders), so those rules never apply and only add to each page's CSS.
 */
export function lightSchemePlugin(): Plugin {
  return {
    name: 'storefront-light-scheme',
    enforce: 'pre',
    transform: (code, id) => (MANTINE_VARIABLES.test(id) ? code.replace(DARK_RULE, '') : undefined),
  };
}

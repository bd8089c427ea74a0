import type { Plugin } from 'vite';

const MANTINE_STYLESHEET = /@mantine[\\/][a-z]+[\\/]styles[\\/][^\\/]+\.css$/;
const INNERMOST_RULE = /([^{}]*)\{[^{}]*\}/g;
const DARK_SCHEME = /data-mantine-color-scheme=['"]?dark/;

/** Whether every selector of a rule's list applies only under the dark colour scheme. */
function onlyForDarkScheme(selectors: string): boolean {
  return selectors.split(',').every((selector) => DARK_SCHEME.test(selector));
}

/** A Mantine stylesheet without the rules that only the dark colour scheme uses. */
export function withoutDarkSchemeRules(css: string): string {
  return css.replace(INNERMOST_RULE, (rule, selectors: string) => (onlyForDarkScheme(selectors) ? '' : rule));
}

/**
 * Drops the dark colour scheme's rules from Mantine's stylesheets: every page forces the light
 * scheme (StorefrontProviders), so those rules never apply and only add to each page's CSS.
 */
export function lightSchemePlugin(): Plugin {
  return {
    name: 'storefront-light-scheme',
    enforce: 'pre',
    transform: (code, id) => (MANTINE_STYLESHEET.test(id) ? withoutDarkSchemeRules(code) : undefined),
  };
}

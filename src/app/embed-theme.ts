import { DEFAULT_THEME, mergeMantineTheme, type MantineTheme } from '@mantine/core';
import { withPinnedRem } from './embed-root';
import { theme } from './theme';

/** Every string of a theme, however deep, through withPinnedRem. */
function pinnedRem<T>(value: T): T {
  if (typeof value === 'string') return withPinnedRem(value) as T;
  if (Array.isArray(value)) return value.map(pinnedRem) as T;
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, pinnedRem(entry)])) as T;
  return value;
}

/**
 * The kit's theme for an embed. MantineProvider writes the theme's sizes into a <style> at run
 * time, past the build's rewriting of the stylesheets (cli/vite/embed-styles-plugin.ts): here they
 * count in the embed's rem as well.
 */
export function embedTheme(): MantineTheme {
  return pinnedRem(mergeMantineTheme(DEFAULT_THEME, theme));
}

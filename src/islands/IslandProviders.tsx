import { MantineContext, MantineThemeProvider } from '@mantine/core';
import type { ContextType, ReactNode } from 'react';
import '../app/mantine-styles';
import { StorefrontData, type Storefront } from '../app/StorefrontData';
import { theme } from '../app/theme';

/**
 * What MantineProvider would give an island's components. The page around the island already has
 * Mantine's CSS variables, global classes and light scheme (StorefrontProviders), so an island
 * needs only this and the theme: MantineProvider's code for the rest, about 5 KB gzip, would be
 * loaded by every page with an island and never used.
 */
const ISLAND_MANTINE: NonNullable<ContextType<typeof MantineContext>> = {
  colorScheme: 'light',
  setColorScheme: () => undefined,
  clearColorScheme: () => undefined,
  getRootElement: () => document.documentElement,
  classNamesPrefix: 'mantine',
  cssVariablesSelector: ':root',
  withStaticClasses: true,
};

/** Everything an island (src/islands) of a prerendered page needs around it, on the server and in the browser alike. */
export function IslandProviders({ children, ...storefront }: Storefront & { children: ReactNode }) {
  return (
    <MantineContext value={ISLAND_MANTINE}>
      <MantineThemeProvider theme={theme}>
        <StorefrontData {...storefront}>{children}</StorefrontData>
      </MantineThemeProvider>
    </MantineContext>
  );
}

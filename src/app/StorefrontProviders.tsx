import { MantineProvider, type MantineThemeOverride } from '@mantine/core';
import type { ReactNode } from 'react';
import { EMBED_ROOT_ATTRIBUTE } from './embed-root';
import { StorefrontData, type Storefront } from './StorefrontData';
import './mantine-styles';
import { cssVariablesResolver, theme } from './theme';

export interface StorefrontProvidersProps extends Storefront {
  children: ReactNode;
  /** The root of an embed's shadow root (embed-root.ts), which takes the theme instead of the page @default the page */
  embedRoot?: HTMLElement;
  /** The Mantine theme @default the kit's theme (an embed's is embed-theme.ts) */
  mantineTheme?: MantineThemeOverride;
}

/** Everything a whole page needs around it: theme and styles, the country's data, every country's shop and its translations. */
export function StorefrontProviders({ children, embedRoot, mantineTheme = theme, ...storefront }: StorefrontProvidersProps) {
  // In an embed, the theme's variables and colour scheme go on its root: the page's own <html> is not the kit's.
  const embedProps = embedRoot && { cssVariablesSelector: `[${EMBED_ROOT_ATTRIBUTE}]`, getRootElement: () => embedRoot };
  return (
    // Forced light: the palette is checked for contrast in the light scheme only.
    <MantineProvider theme={mantineTheme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light" {...embedProps}>
      <StorefrontData {...storefront}>{children}</StorefrontData>
    </MantineProvider>
  );
}

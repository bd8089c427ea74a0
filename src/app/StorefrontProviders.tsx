import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { StorefrontData, type Storefront } from './StorefrontData';
import './mantine-styles';
import { cssVariablesResolver, theme } from './theme';

export interface StorefrontProvidersProps extends Storefront {
  children: ReactNode;
  /** The element whose shadow root holds `children` (an embed), rather than the page @default the page */
  shadowHost?: HTMLElement;
}

/** Everything a whole page needs around it: theme and styles, the country's data, every country's shop and its translations. */
export function StorefrontProviders({ children, shadowHost, ...storefront }: StorefrontProvidersProps) {
  // In a shadow root, the theme's variables and colour scheme go on its host: the page's own <html> is not the kit's.
  const shadowRootProps = shadowHost && { cssVariablesSelector: ':host', getRootElement: () => shadowHost };
  return (
    // Forced light: the palette is checked for contrast in the light scheme only.
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light" {...shadowRootProps}>
      <StorefrontData {...storefront}>{children}</StorefrontData>
    </MantineProvider>
  );
}

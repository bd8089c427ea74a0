import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { StorefrontData, type Storefront } from './StorefrontData';
import './mantine-styles';
import { cssVariablesResolver, theme } from './theme';

export interface StorefrontProvidersProps extends Storefront {
  children: ReactNode;
}

/** Everything a whole page needs around it: theme and styles, the country's data, every country's shop and its translations. */
export function StorefrontProviders({ children, ...storefront }: StorefrontProvidersProps) {
  return (
    // Forced light: the palette is checked for contrast in the light scheme only.
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light">
      <StorefrontData {...storefront}>{children}</StorefrontData>
    </MantineProvider>
  );
}

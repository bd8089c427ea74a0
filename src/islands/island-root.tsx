import { startTransition, StrictMode, type ComponentType } from 'react';
import { hydrateRoot, type RootOptions } from 'react-dom/client';
import { AfterCommit } from '../app/AfterCommit';
import type { Storefront } from '../app/StorefrontData';
import { IslandProviders } from './IslandProviders';
import { islandIdPrefix, type IslandName } from './islands';

/**
 * Takes over an island's server-rendered HTML, rendered the same way by prerender.tsx; resolves
 * once React has. `storefront` is the bundle's country, locale and shops.
 */
export function hydrateIslandIn(storefront: Storefront, element: HTMLElement, name: IslandName, Content: ComponentType, options: Pick<RootOptions, 'onRecoverableError'> = {}): Promise<void> {
  // As a transition, hydration yields to the browser between slices, and a tap during it is handled first.
  return new Promise((resolve) => {
    startTransition(() => {
      hydrateRoot(
        element,
        <StrictMode>
          <IslandProviders {...storefront}>
            <AfterCommit onCommitted={resolve}>
              <Content />
            </AfterCommit>
          </IslandProviders>
        </StrictMode>,
        { ...options, identifierPrefix: islandIdPrefix(name) },
      );
    });
  });
}

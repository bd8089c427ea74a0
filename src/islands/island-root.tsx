import { startTransition, StrictMode, type ComponentType } from 'react';
import { hydrateRoot, type RootOptions } from 'react-dom/client';
import { AfterCommit } from '../app/AfterCommit';
import type { Storefront } from '../app/StorefrontData';
import { IslandProviders } from './IslandProviders';
import { islandIdPrefix, type IslandName } from './islands';
import { keepEventsFromReact } from './keep-events-from-react';

/**
 * Takes over an island's server-rendered HTML, rendered the same way by prerender.tsx; resolves
 * once React has. `storefront` is the bundle's country, locale and shops.
 */
export function hydrateIslandIn(storefront: Storefront, element: HTMLElement, name: IslandName, Content: ComponentType, options: Pick<RootOptions, 'onRecoverableError'> = {}): Promise<void> {
  // As a transition, hydration yields to the browser between slices; a key or tap meanwhile must not end that.
  return new Promise((resolve) => {
    const handEventsToReact = keepEventsFromReact(element);
    const committed = () => {
      handEventsToReact();
      resolve();
    };
    startTransition(() => {
      hydrateRoot(
        element,
        <StrictMode>
          <IslandProviders {...storefront}>
            <AfterCommit onCommitted={committed}>
              <Content />
            </AfterCommit>
          </IslandProviders>
        </StrictMode>,
        { ...options, identifierPrefix: islandIdPrefix(name) },
      );
    });
  });
}

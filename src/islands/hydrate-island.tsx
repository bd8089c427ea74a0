import { startTransition, StrictMode, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { country, locale, shops, translations } from 'virtual:storefront/country';
import { AfterCommit } from '../app/AfterCommit';
import { StorefrontProviders } from '../app/StorefrontProviders';
import { islandIdPrefix, type IslandName } from './islands';

/** Takes over an island's server-rendered HTML (prerender.tsx renders it the same way); resolves once React has. */
export function hydrateIsland(element: HTMLElement, name: IslandName, Content: ComponentType): Promise<void> {
  // As a transition, hydration yields to the browser between slices, and a tap during it is handled first.
  return new Promise((resolve) => {
    startTransition(() => void hydrateRoot(
      element,
      <StrictMode>
        <StorefrontProviders country={country} locale={locale} translations={translations} shops={shops} island>
          <AfterCommit onCommitted={resolve}>
            <Content />
          </AfterCommit>
        </StorefrontProviders>
      </StrictMode>,
      { identifierPrefix: islandIdPrefix(name) },
    ));
  });
}

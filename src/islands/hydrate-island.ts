import type { ComponentType } from 'react';
import { country, locale, shops, translations } from 'virtual:storefront/island';
import { hydrateIslandIn } from './island-root';
import type { IslandName } from './islands';

/** Takes over an island's server-rendered HTML with the bundle's own country, locale and shops. */
export function hydrateIsland(element: HTMLElement, name: IslandName, Content: ComponentType): Promise<void> {
  return hydrateIslandIn({ country, locale, translations, shops }, element, name, Content);
}

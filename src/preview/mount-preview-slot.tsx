import { createRoot } from 'react-dom/client';
import { country, locale, shops, translations } from 'virtual:storefront/island';
import { IslandProviders } from '../islands/IslandProviders';
import { PreviewSlot } from './PreviewSlot';

/** Puts the staff preview panel into its place in the footer; only pages opened by staff load this. */
export function mountPreviewSlot(place: HTMLElement): void {
  createRoot(place, { identifierPrefix: 'preview-' }).render(
    <IslandProviders country={country} locale={locale} translations={translations} shops={shops}>
      <PreviewSlot />
    </IslandProviders>,
  );
}

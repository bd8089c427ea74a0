import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { country, locale, shops, translations } from 'virtual:storefront/country';
import { AfterCommit } from '../app/AfterCommit';
import type { Storefront } from '../app/StorefrontData';
import { StorefrontProviders } from '../app/StorefrontProviders';
import { followLiveEdits } from './follow-live-edits';

/**
 * Renders a whole page in the browser's #root with the bundle's own country and locale: the dev
 * server's pages, which have no prerendered HTML. Built pages hydrate their islands instead.
 */
export function mountPage(Page: ComponentType, onRendered: () => void = () => undefined): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('the page HTML has no #root element');
  const root = createRoot(container);
  const render = (storefront: Storefront) =>
    root.render(
      // Without StrictMode: its second run of every effect would call the services twice (a
      // confirmation link used up by its first call, a new visitor given two A/B groups), which a
      // built page never does.
      <StorefrontProviders {...storefront}>
        <AfterCommit onCommitted={onRendered}>
          <Page />
        </AfterCommit>
      </StorefrontProviders>,
    );
  render({ country, locale, translations, shops });
  if (import.meta.hot) followLiveEdits(import.meta.hot, render);
}

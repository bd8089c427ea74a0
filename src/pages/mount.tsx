import { startTransition, StrictMode, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { country, locale, shops, translations } from 'virtual:storefront/country';
import { StorefrontProviders } from '../app/StorefrontProviders.tsx';
import { startTokenRenewal } from '../login/renewal/start-token-renewal.ts';

/**
 * Brings a page to life in the built HTML's #root with the bundle's own country and locale, and
 * starts the login-token renewal that every page of the shop runs in the background.
 */
export function mountPage(page: ReactNode): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('the page HTML has no #root element');
  const app = (
    <StrictMode>
      <StorefrontProviders country={country} locale={locale} translations={translations} shops={shops}>
        {page}
      </StorefrontProviders>
    </StrictMode>
  );
  // `storefront build` prerenders every page; only the dev server hands out an empty #root.
  if (container.hasChildNodes()) {
    // As a transition, hydration yields to the browser between slices instead of one long task.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    createRoot(container).render(app);
  }
  startTokenRenewal();
}

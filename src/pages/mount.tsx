import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { country, locale, translations } from 'virtual:storefront/country';
import { StorefrontProviders } from '../app/StorefrontProviders.tsx';
import { startTokenRenewal } from '../login/renewal/start-token-renewal.ts';

/**
 * Renders a page into the built HTML's #root with the bundle's own country and locale, and starts
 * the login-token renewal that every page of the shop runs in the background.
 */
export function mountPage(page: ReactNode): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('the page HTML has no #root element');
  createRoot(container).render(
    <StrictMode>
      <StorefrontProviders country={country} locale={locale} translations={translations}>
        {page}
      </StorefrontProviders>
    </StrictMode>,
  );
  startTokenRenewal();
}

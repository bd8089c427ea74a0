import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { leavePageFor } from '../login/leave-page';
import { fakeLoginClient } from '../login/test/fake-login-client';
import { dictionaries, loadCountry } from '../test/storefront';
import { renderInCountry } from '../test/render';
import { startLoginPage } from '../login/login-page-load';
import { LoginPage } from './LoginPage';

vi.mock('../login/leave-page', () => ({ leavePageFor: vi.fn() }));

function openAt(address: string) {
  window.history.replaceState(null, '', address);
}

beforeEach(() => {
  // The footer's services answer "nothing here"; this page's own service is the fake client.
  vi.stubGlobal('fetch', async () => new Response(null, { status: 404 }));
  window.dataLayer = [];
  window.sessionStorage.clear();
  openAt('/login');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(leavePageFor).mockClear();
});

describe('LoginPage', () => {
  it.each([
    { code: 'DE', heading: 'Anmelden' },
    { code: 'AT', heading: 'Anmelden' },
    { code: 'CH', heading: 'Anmelden' },
    { code: 'CH_FR', heading: 'Connexion' },
    { code: 'CZ', heading: 'Přihlášení' },
    { code: 'HU', heading: 'Bejelentkezés' },
    { code: 'SK', heading: 'Prihlásenie' },
    { code: 'TR', heading: 'Giriş yap' },
    { code: 'PL', heading: 'Zaloguj się' },
  ] as const)('shows the heading “$heading” in $code, the country’s name, the login form and, once loaded, the footer', async ({ code, heading }) => {
    renderInCountry(code, <LoginPage client={fakeLoginClient()} />);

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading);
    expect(screen.getByRole('banner')).toHaveTextContent(loadCountry(code).displayName);
    expect(screen.getByRole('form', { name: heading })).toBeInTheDocument();
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
  });

  it('puts its content in the main landmark', () => {
    renderInCountry('HU', <LoginPage client={fakeLoginClient()} />);

    expect(screen.getByRole('main')).toHaveTextContent('Jelentkezzen be e-mail-címével és jelszavával.');
  });

  it('names /login as canonical, /m/login for small screens and both apps, with the shop’s own address', () => {
    renderInCountry('TR', <LoginPage compact client={fakeLoginClient()} />);

    const href = (selector: string) => [...document.head.querySelectorAll(selector)].map((link) => link.getAttribute('href'));
    expect(href('link[rel="canonical"]')).toEqual(['https://www.shop.example.com.tr/login']);
    expect(href('link[rel="alternate"][media="only screen and (max-width: 640px)"]')).toEqual(['https://www.shop.example.com.tr/m/login']);
    expect(href('link[rel="alternate"]:not([hreflang]):not([media])')).toEqual([
      'android-app://com.example.storefront/https/www.shop.example.com.tr/login',
      'ios-app://1234567890/https/www.shop.example.com.tr/login',
    ]);
    expect(document.title).toBe(dictionaries['tr-TR']!.login.metaTitle);
  });

  it('names the addresses below a shop address that has a path, as CH_FR’s /fr/', () => {
    renderInCountry('CH_FR', <LoginPage client={fakeLoginClient()} />);

    const href = (selector: string) => [...document.head.querySelectorAll(selector)].map((link) => link.getAttribute('href'));
    expect(href('link[rel="canonical"]')).toEqual(['https://www.shop.example.ch/fr/login']);
    expect(href('link[rel="alternate"][media]')).toEqual(['https://www.shop.example.ch/fr/m/login']);
    const appLinks = href('link[rel="alternate"]:not([hreflang]):not([media])');
    expect(appLinks).toHaveLength(2);
    for (const link of appLinks) expect(link).toMatch(/\/https\/www\.shop\.example\.ch\/fr\/login$/);
  });

  it('goes to the target after logging in, also when the target was kept from an earlier visit in this tab', async () => {
    openAt('/login?target=/checkout');
    startLoginPage();
    openAt('/m/login');
    const user = userEvent.setup();
    renderInCountry('DE', <LoginPage compact client={fakeLoginClient()} />);

    await user.type(screen.getByRole('textbox', { name: /^E-Mail-Adresse/ }), 'anna.schmidt@example.com');
    await user.type(screen.getByLabelText('Passwort *'), 'storefront-demo');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));

    await waitFor(() => expect(leavePageFor).toHaveBeenCalledExactlyOnceWith('/checkout'));
    // The target is forgotten; what stays tells the next page to announce the login.
    expect(Object.keys(window.sessionStorage)).toEqual(['storefront.justLoggedIn']);
  });
});

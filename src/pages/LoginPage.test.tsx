import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SignJWT } from 'jose';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { leavePageFor } from '../login/leave-page';
import { fakeLoginClient } from '../login/test/fake-login-client';
import { dictionaries, loadCountry } from '../test/storefront';
import { renderInCountry } from '../test/render';
import { LoginPage } from './LoginPage';

vi.mock('../login/leave-page', () => ({ leavePageFor: vi.fn() }));

async function loginToken(expiresIn: number): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ lid: 1, ren: now + expiresIn - 600 }).setProtectedHeader({ alg: 'HS256' }).setExpirationTime(now + expiresIn).sign(new Uint8Array(32));
}

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
  document.cookie = 'LoginToken=; max-age=0';
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

  it("sends the 'user_login' page view on load", () => {
    renderInCountry('DE', <LoginPage client={fakeLoginClient()} />);

    expect(window.dataLayer).toContainEqual({ event: 'page_view', page: 'user_login' });
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

  it('sends a shopper who is already logged in on at once, to the target', async () => {
    document.cookie = `LoginToken=${await loginToken(600)}`;
    openAt('/login?target=/account/orders%3Fpage%3D2');
    renderInCountry('DE', <LoginPage client={fakeLoginClient()} />);

    expect(leavePageFor).toHaveBeenCalledExactlyOnceWith('/account/orders?page=2');
  });

  it('sends a logged-in shopper to / when the target leads elsewhere', async () => {
    document.cookie = `LoginToken=${await loginToken(600)}`;
    openAt('/login?target=//evil.example/phish');
    renderInCountry('DE', <LoginPage client={fakeLoginClient()} />);

    expect(leavePageFor).toHaveBeenCalledExactlyOnceWith('/');
  });

  it('shows the form to a shopper whose token has expired', async () => {
    document.cookie = `LoginToken=${await loginToken(-1)}`;
    renderInCountry('DE', <LoginPage client={fakeLoginClient()} />);

    expect(leavePageFor).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Anmelden' })).toBeInTheDocument();
  });

  it('goes to the target after logging in, also when the target was kept from an earlier visit in this tab', async () => {
    openAt('/login?target=/checkout');
    const first = renderInCountry('DE', <LoginPage client={fakeLoginClient()} />);
    first.unmount();
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

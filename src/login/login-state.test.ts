import { SignJWT } from 'jose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { markLoginArrival } from './just-logged-in';
import { LOGGED_OUT_ONLY_ATTRIBUTE, LOGIN_STATE_ATTRIBUTE, showLoginState } from './login-state';

const PAGE = `
  <p aria-live="polite" ${LOGIN_STATE_ATTRIBUTE}="Sie sind angemeldet."></p>
  <a href="/login" ${LOGGED_OUT_ONLY_ATTRIBUTE}>Anmelden</a>`;

const tab = () => sessionStorage;

async function setLoginCookie(expiresInSeconds: number): Promise<void> {
  const now = Math.floor(Date.now() / 1000);
  const token = await new SignJWT({ lid: 1, ren: now, exp: now + expiresInSeconds }).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode('k'.repeat(32)));
  document.cookie = `LoginToken=${token}; path=/`;
}

function render(): HTMLElement {
  document.body.innerHTML = PAGE;
  return document.body;
}

const loginEvents = () => window.dataLayer!.filter((entry) => (entry as { event?: string }).event === 'login');

describe('showLoginState', () => {
  beforeEach(() => {
    window.dataLayer = [];
  });
  afterEach(() => {
    document.cookie = 'LoginToken=; path=/; max-age=0';
    sessionStorage.clear();
  });

  it('leaves the page as it is for a shopper without a login token, or with an expired one', async () => {
    const page = render();
    const untouched = page.innerHTML;
    showLoginState(page, tab, { pathname: '/' });
    expect(page.innerHTML).toBe(untouched);
    await setLoginCookie(-60);
    showLoginState(page, tab, { pathname: '/' });
    expect(page.innerHTML).toBe(untouched);
  });

  it('says the shopper is logged in, announced only on the page right after the login, and drops the login link', async () => {
    await setLoginCookie(3600);
    markLoginArrival(tab, 'login', '/checkout?step=2');
    const page = render();
    showLoginState(page, tab, { pathname: '/checkout' });
    const line = page.querySelector('p')!;
    expect(line.textContent).toBe('Sie sind angemeldet.');
    expect(line.getAttribute('aria-live')).toBe('polite');
    expect(page.querySelector('a')).toBeNull();

    const nextPage = render();
    showLoginState(nextPage, tab, { pathname: '/checkout' });
    expect(nextPage.querySelector('p')!.textContent).toBe('Sie sind angemeldet.');
    expect(nextPage.querySelector('p')!.hasAttribute('aria-live')).toBe(false);
  });

  it("reports GA4's login on the page the login led to, once: not on its reload, nor for a shopper sent on as logged in already", async () => {
    await setLoginCookie(3600);
    markLoginArrival(tab, 'login', '/');
    showLoginState(render(), tab, { pathname: '/' });
    expect(loginEvents()).toEqual([{ event: 'login', method: 'password' }]);

    showLoginState(render(), tab, { pathname: '/' });
    expect(loginEvents()).toHaveLength(1);

    window.dataLayer = [];
    markLoginArrival(tab, 'already-logged-in', '/');
    const page = render();
    showLoginState(page, tab, { pathname: '/' });
    expect(loginEvents()).toEqual([]);
    expect(page.querySelector('p')!.getAttribute('aria-live')).toBe('polite');
  });

  it('neither announces nor reports on another page than the one the login left for, and the mark is gone after it', async () => {
    await setLoginCookie(3600);
    markLoginArrival(tab, 'login', '/account');
    const page = render();
    showLoginState(page, tab, { pathname: '/' });
    expect(loginEvents()).toEqual([]);
    expect(page.querySelector('p')!.hasAttribute('aria-live')).toBe(false);

    showLoginState(render(), tab, { pathname: '/account' });
    expect(loginEvents()).toEqual([]);
  });

  it('takes a damaged mark for none', async () => {
    await setLoginCookie(3600);
    sessionStorage.setItem('storefront.justLoggedIn', '{"arrival":"login"');
    showLoginState(render(), tab, { pathname: '/' });
    expect(loginEvents()).toEqual([]);
    expect(sessionStorage.length).toBe(0);
  });
});

import { SignJWT } from 'jose';
import { afterEach, describe, expect, it } from 'vitest';
import { markJustLoggedIn } from './just-logged-in';
import { LOGGED_OUT_ONLY_ATTRIBUTE, LOGIN_STATE_ATTRIBUTE, showLoginState } from './login-state';

const PAGE = `
  <p aria-live="polite" ${LOGIN_STATE_ATTRIBUTE}="Sie sind angemeldet."></p>
  <a href="/login" ${LOGGED_OUT_ONLY_ATTRIBUTE}>Anmelden</a>`;

async function setLoginCookie(expiresInSeconds: number): Promise<void> {
  const now = Math.floor(Date.now() / 1000);
  const token = await new SignJWT({ lid: 1, ren: now, exp: now + expiresInSeconds }).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode('k'.repeat(32)));
  document.cookie = `LoginToken=${token}; path=/`;
}

function render(): HTMLElement {
  document.body.innerHTML = PAGE;
  return document.body;
}

describe('showLoginState', () => {
  afterEach(() => {
    document.cookie = 'LoginToken=; path=/; max-age=0';
    sessionStorage.clear();
  });

  it('leaves the page as it is for a shopper without a login token, or with an expired one', async () => {
    const page = render();
    const untouched = page.innerHTML;
    showLoginState(page, sessionStorage);
    expect(page.innerHTML).toBe(untouched);
    await setLoginCookie(-60);
    showLoginState(page, sessionStorage);
    expect(page.innerHTML).toBe(untouched);
  });

  it('says the shopper is logged in, announced only on the page right after the login, and drops the login link', async () => {
    await setLoginCookie(3600);
    markJustLoggedIn(sessionStorage);
    const page = render();
    showLoginState(page, sessionStorage);
    const line = page.querySelector('p')!;
    expect(line.textContent).toBe('Sie sind angemeldet.');
    expect(line.getAttribute('aria-live')).toBe('polite');
    expect(page.querySelector('a')).toBeNull();

    const nextPage = render();
    showLoginState(nextPage, sessionStorage);
    expect(nextPage.querySelector('p')!.textContent).toBe('Sie sind angemeldet.');
    expect(nextPage.querySelector('p')!.hasAttribute('aria-live')).toBe(false);
  });
});

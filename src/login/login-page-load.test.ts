import { SignJWT } from 'jose';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { leavePageFor } from './leave-page';
import { startLoginPage } from './login-page-load';

vi.mock('./leave-page', () => ({ leavePageFor: vi.fn() }));

async function loginToken(expiresIn: number): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ lid: 1, ren: now + expiresIn - 600 }).setProtectedHeader({ alg: 'HS256' }).setExpirationTime(now + expiresIn).sign(new Uint8Array(32));
}

/** The login page as served, before any of its code: the island's field is plain HTML. */
function servedLoginPage(address: string): HTMLInputElement {
  window.history.replaceState(null, '', address);
  document.body.innerHTML = '<div data-island="login"><form><input type="email" data-path="email" value=""></form></div>';
  return document.querySelector('input')!;
}

let longTermTokenAnswers: number;
beforeEach(() => {
  longTermTokenAnswers = 0;
  vi.stubGlobal('fetch', async (input: Request) => {
    if (new URL(input.url).pathname !== '/service/login/api/v1/longtermtoken') return new Response(null, { status: 404 });
    longTermTokenAnswers++;
    return Response.json({ email: 'anna.schmidt@example.com' });
  });
  window.dataLayer = [];
  window.sessionStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'LoginToken=; max-age=0';
  vi.mocked(leavePageFor).mockClear();
});

describe('startLoginPage', () => {
  it("sends the 'user_login' page view and fills in the address the browser is known by, without the form's code", async () => {
    const field = servedLoginPage('/login');
    startLoginPage();

    expect(window.dataLayer).toEqual([{ event: 'page_view', page: 'user_login' }]);
    await vi.waitFor(() => expect(field.value).toBe('anna.schmidt@example.com'));
    expect(longTermTokenAnswers).toBe(1);
    expect(leavePageFor).not.toHaveBeenCalled();
  });

  it('sends a shopper who is already logged in on at once, to the target, without asking for the address', async () => {
    document.cookie = `LoginToken=${await loginToken(600)}`;
    servedLoginPage('/login?target=/account/orders%3Fpage%3D2');
    startLoginPage();

    expect(leavePageFor).toHaveBeenCalledExactlyOnceWith('/account/orders?page=2');
    expect(longTermTokenAnswers).toBe(0);
  });

  it('sends a logged-in shopper to / when the target leads elsewhere', async () => {
    document.cookie = `LoginToken=${await loginToken(600)}`;
    servedLoginPage('/login?target=//evil.example/phish');
    startLoginPage();

    expect(leavePageFor).toHaveBeenCalledExactlyOnceWith('/');
  });

  it('keeps the target from the address for this tab, and shows the form to a shopper whose token has expired', async () => {
    document.cookie = `LoginToken=${await loginToken(-1)}`;
    servedLoginPage('/login?target=/checkout');
    startLoginPage();

    expect(leavePageFor).not.toHaveBeenCalled();
    expect(window.sessionStorage.getItem('storefront.loginTarget')).toBe('/checkout');
  });
});

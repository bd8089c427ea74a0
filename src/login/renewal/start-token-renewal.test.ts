import { SignJWT } from 'jose';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_CHECK_EVENT, startTokenRenewal } from './start-token-renewal';

const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const TABLET = 'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

async function dueToken(): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ lid: 1, ren: now - 60 }).setProtectedHeader({ alg: 'HS256' }).setExpirationTime(now + 540).sign(new Uint8Array(32));
}

let stop: (() => void) | undefined;
let renewCalls: Request[];
let results: unknown[];
const noteResult = (event: Event) => results.push((event as CustomEvent).detail);

beforeEach(async () => {
  renewCalls = [];
  results = [];
  window.addEventListener(TOKEN_CHECK_EVENT, noteResult);
  document.cookie = `LoginToken=${await dueToken()}`;
  vi.stubGlobal('fetch', async (request: Request) => {
    renewCalls.push(request);
    return new Response(JSON.stringify({ status: 'RENEWED' }), { status: 201 });
  });
});
afterEach(() => {
  stop?.();
  window.removeEventListener(TOKEN_CHECK_EVENT, noteResult);
  document.cookie = 'LoginToken=; max-age=0';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function startOn(userAgent: string) {
  vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  stop = startTokenRenewal(window);
}

describe('startTokenRenewal', () => {
  it('renews a due token on a desktop at once and reports it on window', async () => {
    startOn(DESKTOP);
    await vi.waitFor(() => expect(results).toEqual(['renewed']));
    expect(renewCalls.map((request) => [request.method, new URL(request.url).pathname])).toEqual([['POST', '/service/login/api/v1/logintoken/renew']]);
  });

  it.each([
    ['a smartphone', PHONE],
    ['a tablet', TABLET],
  ])('leaves the token alone on %s', async (_platform, userAgent) => {
    startOn(userAgent);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(renewCalls).toEqual([]);
    expect(results).toEqual([]);
  });
});

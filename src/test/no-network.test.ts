import { describe, expect, it } from 'vitest';
import { FetchError } from '../api/errors';
import { fetchJson } from '../api/fetch-json';
import { unreachableServer } from './no-network';

describe('a unit test', () => {
  it('reaches no server: a request nobody stubbed fails as one to a server that is down', async () => {
    expect(fetch).toBe(unreachableServer);
    await expect(fetch('/service/promotion/api/promotion/SHOP_FOOTER')).rejects.toThrow(TypeError);
  });

  it('sees the service call fail as the shop’s fetch helper reports an unreachable server', async () => {
    await expect(fetchJson('/service/promotion/api/promotion/SHOP_FOOTER')).rejects.toBeInstanceOf(FetchError);
  });
});

import { describe, expect, it } from 'vitest';
import { measureAgainOnFailure } from './measure-again.ts';

/** A probe that fails `failures` times, each with a multi-line message as Playwright's, then measures 42 ms. */
function probeFailing(failures: number) {
  let calls = 0;
  const probe = async () => {
    calls++;
    if (calls <= failures) throw new Error(`locator.waitFor: Timeout 10000ms exceeded.\nCall log: …`);
    return 42;
  };
  return { probe, calls: () => calls };
}

describe('measureAgainOnFailure', () => {
  it('measures again after a run that lost the input, saying so, so that two such runs in a row do not cost the whole bench', async () => {
    const { probe, calls } = probeFailing(2);
    const said: string[] = [];

    await expect(measureAgainOnFailure(probe, (line) => said.push(line))).resolves.toBe(42);
    expect(calls()).toBe(3);
    expect(said).toEqual(['locator.waitFor: Timeout 10000ms exceeded.; measuring again', 'locator.waitFor: Timeout 10000ms exceeded.; measuring again']);
  });

  it('gives up after three failed runs, naming the failure', async () => {
    const { probe, calls } = probeFailing(3);

    await expect(measureAgainOnFailure(probe, () => undefined)).rejects.toThrow('locator.waitFor: Timeout 10000ms exceeded. in 3 runs in a row');
    expect(calls()).toBe(3);
  });
});

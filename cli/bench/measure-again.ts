import { CliError } from '../../validation/errors.ts';

/** Runs of one probe before its failure ends the bench. */
const RUNS = 3;

/**
 * A probe's figure, measured again when a run fails: a page that loses the shopper's input now and
 * then (4373eb6's login, hydrating at load, did in 1 run of 20, and twice in a row once) must not
 * cost the whole bench. Each failure is said; three in a row end it.
 */
export async function measureAgainOnFailure<T>(measure: () => Promise<T>, say: (line: string) => void): Promise<T> {
  for (let run = 1; ; run++) {
    try {
      return await measure();
    } catch (error) {
      const reason = error instanceof Error ? error.message.split('\n')[0]! : String(error);
      if (run === RUNS) throw new CliError(`${reason} in ${RUNS} runs in a row`);
      say(`${reason}; measuring again`);
    }
  }
}

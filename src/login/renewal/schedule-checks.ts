/** Spec §9: how often the login token is checked. */
export const CHECK_INTERVAL_ACTIVE_MS = 3 * 60 * 1000;
export const CHECK_INTERVAL_IDLE_MS = 10 * 1000;

export interface CheckSchedule<Result> {
  /** Undefined when there was nothing to check. */
  check(): Promise<Result | undefined>;
  /** Whether the shopper is using the page now; picks the interval before the next check. */
  isActive(): boolean;
  onResult(result: Result): void;
}

/**
 * Checks at once, then again after the interval that fits the shopper's activity, one check at a
 * time. Returns a function that stops the checks.
 */
export function scheduleChecks<Result>({ check, isActive, onResult }: CheckSchedule<Result>): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = async () => {
    // A check that throws is lost, not the schedule: the next one may well succeed.
    const result = await check().catch(() => undefined);
    if (stopped) return;
    if (result !== undefined) onResult(result);
    timer = setTimeout(run, isActive() ? CHECK_INTERVAL_ACTIVE_MS : CHECK_INTERVAL_IDLE_MS);
  };
  void run();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}

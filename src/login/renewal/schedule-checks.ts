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
 * Checks at once, then every 10 seconds while the shopper is idle and every 3 minutes while they
 * are active, one check at a time. Whether a check is due is decided every 10 seconds, so the
 * cadence follows the shopper within 10 seconds of going idle, not after the pending 3-minute wait.
 * Returns a function that stops the checks.
 */
export function scheduleChecks<Result>({ check, isActive, onResult }: CheckSchedule<Result>): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastCheckEnded = -Infinity;
  const isDue = () => !isActive() || Date.now() - lastCheckEnded >= CHECK_INTERVAL_ACTIVE_MS;
  const tick = async () => {
    if (isDue()) {
      // A check that throws is lost, not the schedule: the next one may well succeed.
      const result = await check().catch(() => undefined);
      lastCheckEnded = Date.now();
      if (stopped) return;
      if (result !== undefined) onResult(result);
    }
    timer = setTimeout(tick, CHECK_INTERVAL_IDLE_MS);
  };
  void tick();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}

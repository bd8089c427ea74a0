import type { Clock } from '../clock.ts';

export interface RateLimit {
  /** Requests allowed per window. */
  limit: number;
  windowMs: number;
}

/** Counts requests per key in fixed windows; memory is bounded because old windows are dropped. */
export class RateLimiter {
  private readonly windows = new Map<string, { startedAt: number; count: number }>();

  constructor(
    private readonly rule: RateLimit,
    private readonly clock: Clock,
  ) {}

  /** Records one request for `key`; returns the seconds to wait when it is over the limit. */
  take(key: string): { allowed: true } | { allowed: false; retryAfterSeconds: number } {
    const now = this.clock.now().getTime();
    const window = this.windows.get(key);
    if (!window || now - window.startedAt >= this.rule.windowMs) {
      if (this.windows.size > 50_000) this.dropExpired(now);
      this.windows.set(key, { startedAt: now, count: 1 });
      return { allowed: true };
    }
    window.count += 1;
    if (window.count <= this.rule.limit) return { allowed: true };
    return { allowed: false, retryAfterSeconds: Math.ceil((window.startedAt + this.rule.windowMs - now) / 1000) };
  }

  private dropExpired(now: number): void {
    for (const [key, window] of this.windows) {
      if (now - window.startedAt >= this.rule.windowMs) this.windows.delete(key);
    }
  }
}

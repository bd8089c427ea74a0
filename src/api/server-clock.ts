/**
 * The services' time as the page best knows it. Login tokens carry server timestamps (`ren`,
 * `exp`), and a shopper's clock can be minutes off; every answer's `Date` header tells how far.
 */
export class ServerClock {
  private offsetMs = 0;

  constructor(private readonly clientNow: () => number = Date.now) {}

  /**
   * Learns the offset from an answer's `Date` header. The header has whole seconds, so the
   * server's time lay somewhere in that second while the request was under way: take the middle.
   */
  observe(dateHeader: string | null, sentAt: number, receivedAt: number): void {
    const serverSecond = dateHeader ? Date.parse(dateHeader) : Number.NaN;
    if (Number.isNaN(serverSecond)) return;
    this.offsetMs = serverSecond + 500 - (sentAt + receivedAt) / 2;
  }

  /** Milliseconds since the epoch on the server's clock. */
  now(): number {
    return this.clientNow() + this.offsetMs;
  }
}

/** The page's one estimate, fed by every call of fetchJson. */
export const serverClock = new ServerClock();

/** The services' only source of the current time, so that tests can move it (the 14-day purge, token expiry). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export const DAY_MS = 24 * 60 * 60 * 1000;

export function addMs(date: Date, ms: number): Date {
  return new Date(date.getTime() + ms);
}

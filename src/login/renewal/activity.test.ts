import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDLE_AFTER_MS, watchActivity, type ActivityMonitor } from './activity';

let monitor: ActivityMonitor | undefined;
afterEach(() => {
  monitor?.stop();
  vi.restoreAllMocks();
});

function watch() {
  let now = 0;
  monitor = watchActivity(window, () => now);
  return { monitor, passTime: (ms: number) => (now += ms) };
}

describe('watchActivity', () => {
  it('counts a shopper who just opened the page as active', () => {
    expect(watch().monitor.isActive()).toBe(true);
  });

  it('counts the shopper as idle after a minute without input', () => {
    const { monitor, passTime } = watch();
    passTime(IDLE_AFTER_MS - 1);
    expect(monitor.isActive()).toBe(true);
    passTime(1);
    expect(monitor.isActive()).toBe(false);
  });

  it.each(['keydown', 'pointerdown', 'scroll', 'wheel'])('counts a %s as activity again', (type) => {
    const { monitor, passTime } = watch();
    passTime(5 * IDLE_AFTER_MS);
    document.dispatchEvent(new Event(type, { bubbles: true }));
    expect(monitor.isActive()).toBe(true);
  });

  it('counts a hidden page as idle', () => {
    const { monitor } = watch();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    expect(monitor.isActive()).toBe(false);
  });

  it('stops listening when stopped', () => {
    const { monitor, passTime } = watch();
    monitor.stop();
    passTime(5 * IDLE_AFTER_MS);
    document.dispatchEvent(new Event('keydown', { bubbles: true }));
    expect(monitor.isActive()).toBe(false);
  });
});

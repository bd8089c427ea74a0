import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startVitalsWhenIdle } from './start-vitals-when-idle';

const started = vi.fn();

function showPage(visibility: DocumentVisibilityState): void {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(visibility);
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

/** Lets the idle callback run and the chunk's import settle. */
async function idle(): Promise<void> {
  await vi.advanceTimersByTimeAsync(6_000);
  await vi.dynamicImportSettled();
}

beforeEach(() => {
  // Registered anew for each test, with vi.resetModules after it, so that each test loads the chunk anew.
  vi.doMock('./real-user-vitals.ts', () => {
    started();
    return {};
  });
  vi.useFakeTimers();
  vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.resetModules();
  started.mockClear();
});

describe('startVitalsWhenIdle', () => {
  it('starts the vitals once the loaded page is idle', async () => {
    showPage('visible');
    startVitalsWhenIdle();
    expect(started).not.toHaveBeenCalled();
    await idle();
    expect(started).toHaveBeenCalledOnce();
  });

  it('waits while the page is hidden, which would lose the view’s metrics, and starts when it shows again', async () => {
    showPage('hidden');
    startVitalsWhenIdle();
    await idle();
    expect(started).not.toHaveBeenCalled();
    showPage('visible');
    await idle();
    expect(started).toHaveBeenCalledOnce();
  });
});

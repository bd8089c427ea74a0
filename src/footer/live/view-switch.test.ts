import { afterEach, describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../test/memory-storage';
import { wireViewSwitch } from './view-switch';

/** A footer with its two switches, as the server renders it, wired as a page of the visit does. */
function pageOfTheVisit(storage: () => Storage): HTMLElement {
  document.body.innerHTML = `<footer data-footer>
    <button data-footer-view-switch="mobile">Zur mobilen Ansicht</button>
    <button data-footer-view-switch="classic">Zur Desktop-Ansicht</button>
  </footer>`;
  const footer = document.querySelector<HTMLElement>('[data-footer]')!;
  wireViewSwitch(footer, storage);
  return footer;
}

function switchTo(footer: HTMLElement, view: string): void {
  footer.querySelector<HTMLElement>(`[data-footer-view-switch="${view}"]`)!.click();
}

/** Storage as a blocked or full browser has it: every use throws. */
class BrokenStorage extends MemoryStorage {
  override getItem(): string | null {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  }
  override setItem(): void {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  }
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the view switch', () => {
  it('keeps the chosen view for the next page of the visit, without moving focus there', () => {
    const visit = new MemoryStorage();
    switchTo(pageOfTheVisit(() => visit), 'mobile');

    const next = pageOfTheVisit(() => visit);

    expect(next).toHaveAttribute('data-view', 'mobile');
    expect(document.activeElement).toBe(document.body);
  });

  it('keeps the way back too: after switching back, the next page shows the desktop view', () => {
    const visit = new MemoryStorage();
    const footer = pageOfTheVisit(() => visit);
    switchTo(footer, 'mobile');
    switchTo(footer, 'classic');

    expect(pageOfTheVisit(() => visit)).toHaveAttribute('data-view', 'classic');
  });

  it('follows the screen on a visit without a choice', () => {
    expect(pageOfTheVisit(() => new MemoryStorage())).not.toHaveAttribute('data-view');
  });

  it.each(['tablet', '', 'mobile ', '__proto__', '<img src=x onerror=alert(1)>'])('ignores a stored value that is no view: %j', (stored) => {
    const visit = new MemoryStorage();
    visit.getItem = () => stored;

    expect(pageOfTheVisit(() => visit)).not.toHaveAttribute('data-view');
  });

  it.each([
    ['storage is blocked', () => new BrokenStorage()],
    ['the page may not reach storage at all', (): Storage => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    }],
  ])('still switches the page when %s', (_, storage) => {
    const footer = pageOfTheVisit(storage);
    switchTo(footer, 'mobile');

    expect(footer).toHaveAttribute('data-view', 'mobile');
    expect(pageOfTheVisit(storage)).not.toHaveAttribute('data-view');
  });
});

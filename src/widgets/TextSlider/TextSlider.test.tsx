import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CountryCode } from '../../config/country.generated';
import { renderInCountry } from '../../test/render';
import { TextSlider, type TextSliderProps } from './TextSlider';

const TEXT = 'Unsere Bohnen werden in kleinen Chargen langsam geröstet.';

/**
 * happy-dom lays nothing out, so Spoiler would measure every text as 0 px high. This observer
 * reports the given height instead, as a browser would for text of that length.
 */
function measureTextAs(height: number) {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly report: ResizeObserverCallback) {}
      observe(target: Element) {
        const entry = { target, borderBoxSize: [{ blockSize: height, inlineSize: 600 }], contentRect: {} };
        this.report([entry as unknown as ResizeObserverEntry], this as unknown as ResizeObserver);
      }
      unobserve() {}
      disconnect() {}
    },
  );
}

function renderLongText(props: Partial<TextSliderProps> = {}, country: CountryCode = 'DE') {
  measureTextAs(400);
  renderInCountry(country, <TextSlider {...props}>{TEXT}</TextSlider>);
  return userEvent.setup();
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('TextSlider', () => {
  it('is collapsed at first, behind a “Mehr anzeigen” button', async () => {
    renderLongText();

    expect(await screen.findByRole('button', { name: 'Mehr anzeigen' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps the collapsed text in the page, so a screen reader reaches all of it', async () => {
    renderLongText();
    await screen.findByRole('button');

    expect(screen.getByText(TEXT)).toBeVisible();
  });

  it('expands and collapses again with a click', async () => {
    const user = renderLongText();

    await user.click(await screen.findByRole('button', { name: 'Mehr anzeigen' }));
    expect(screen.getByRole('button', { name: 'Weniger anzeigen' })).toHaveAttribute('aria-expanded', 'true');

    await user.click(screen.getByRole('button', { name: 'Weniger anzeigen' }));
    expect(screen.getByRole('button', { name: 'Mehr anzeigen' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('expands with Enter and collapses with Space', async () => {
    const user = renderLongText();
    await screen.findByRole('button');

    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Weniger anzeigen' })).toHaveFocus();

    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Mehr anzeigen' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('tells which content the button controls', async () => {
    renderLongText();

    const button = await screen.findByRole('button');

    expect(document.getElementById(button.getAttribute('aria-controls') ?? '')).toHaveTextContent(TEXT);
  });

  it('labels the button in the country’s language', async () => {
    const user = renderLongText({}, 'TR');

    await user.click(await screen.findByRole('button', { name: 'Daha fazla göster' }));

    expect(screen.getByRole('button', { name: 'Daha az göster' })).toBeInTheDocument();
  });

  it('takes other labels when given', async () => {
    renderLongText({ showMoreLabel: 'Alle Zutaten', showLessLabel: 'Weniger Zutaten', defaultExpanded: true });

    expect(await screen.findByRole('button', { name: 'Weniger Zutaten' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('offers no button for text that fits', async () => {
    measureTextAs(40);
    renderInCountry('DE', <TextSlider>{TEXT}</TextSlider>);
    // Spoiler takes the measured height in an animation frame: wait for the one after it.
    await act(() => new Promise(requestAnimationFrame));

    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

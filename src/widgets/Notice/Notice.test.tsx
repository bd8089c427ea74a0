import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { renderInCountry } from '../../test/render';
import { inStorefront } from '../../test/storefront';
import { Notice } from './Notice';

describe('Notice', () => {
  it.each([
    { variant: 'info', role: 'status' },
    { variant: 'success', role: 'status' },
    { variant: 'warning', role: 'alert' },
    { variant: 'error', role: 'alert' },
  ] as const)('announces $variant with role $role', ({ variant, role }) => {
    renderInCountry('DE', <Notice variant={variant} title="Titel">Text</Notice>);

    expect(screen.getByRole(role)).toHaveTextContent('Text');
  });

  it('shows its own icon for every variant', () => {
    const icons = (['info', 'success', 'warning', 'error'] as const).map((variant) => {
      const { container, unmount } = renderInCountry('DE', <Notice variant={variant}>Text</Notice>);
      const icon = container.querySelector('svg[aria-hidden] path')?.getAttribute('d');
      unmount();
      return icon;
    });

    expect(new Set(icons).size).toBe(4);
  });

  it('has no close button unless it can be closed', () => {
    renderInCountry('DE', <Notice>Text</Notice>);

    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers a close button, labelled in the country’s language, that calls onClose', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderInCountry('CH_FR', <Notice variant="error" onClose={onClose}>Le lien n’est plus valable.</Notice>);

    await user.click(screen.getByRole('button', { name: 'Fermer la notification' }));

    expect(onClose).toHaveBeenCalledOnce();
  });
});

describe('Notice with scrollIntoView', () => {
  let scrollIntoView: MockInstance<Element['scrollIntoView']>;

  beforeEach(() => {
    scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => {});
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('scrolls itself smoothly into view when it appears', () => {
    renderInCountry('DE', <Notice variant="success" scrollIntoView>Danke!</Notice>);

    expect(scrollIntoView).toHaveBeenCalledOnce();
    expect(scrollIntoView).toHaveBeenCalledWith(expect.objectContaining({ behavior: 'smooth' }));
    expect(scrollIntoView.mock.contexts[0]).toBe(screen.getByRole('status'));
  });

  it('scrolls without animation when the visitor prefers reduced motion', () => {
    const matchMedia = window.matchMedia;
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({
      ...matchMedia(query),
      matches: query === '(prefers-reduced-motion: reduce)',
    }));

    renderInCountry('DE', <Notice variant="success" scrollIntoView>Danke!</Notice>);

    expect(scrollIntoView).toHaveBeenCalledWith(expect.objectContaining({ behavior: 'instant' }));
  });

  it('scrolls into view again when revealKey changes, and not on other updates', () => {
    const { rerender } = renderInCountry('DE', <Notice variant="error" scrollIntoView revealKey={1}>Fehler</Notice>);

    rerender(inStorefront('DE', <Notice variant="error" scrollIntoView revealKey={1}>Fehler!</Notice>));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);

    rerender(inStorefront('DE', <Notice variant="error" scrollIntoView revealKey={2}>Fehler!</Notice>));
    expect(scrollIntoView).toHaveBeenCalledTimes(2);
  });

  it('takes keyboard focus when it appears and when revealKey changes, if asked to', async () => {
    const user = userEvent.setup();
    const notice = (revealKey: number) => (
      <>
        <button type="button">Senden</button>
        <Notice variant="success" focusOnReveal revealKey={revealKey}>Danke!</Notice>
      </>
    );
    const { rerender } = renderInCountry('DE', notice(1));
    expect(screen.getByRole('status')).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Senden' }));
    rerender(inStorefront('DE', notice(1)));
    expect(screen.getByRole('button', { name: 'Senden' })).toHaveFocus();

    rerender(inStorefront('DE', notice(2)));
    expect(screen.getByRole('status')).toHaveFocus();
  });

  it('does not scroll unless asked to', () => {
    renderInCountry('DE', <Notice variant="error" revealKey={1}>Fehler</Notice>);

    expect(scrollIntoView).not.toHaveBeenCalled();
  });
});

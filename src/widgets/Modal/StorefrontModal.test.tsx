import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInCountry } from '../../test/render';
import { StorefrontModal } from './StorefrontModal';

describe('StorefrontModal', () => {
  it.each([
    { size: 'S', mantineSize: 'sm' },
    { size: 'M', mantineSize: 'md' },
    { size: 'L', mantineSize: 'lg' },
  ] as const)('is $size wide as Mantine’s $mantineSize', ({ size, mantineSize }) => {
    renderInCountry(
      'DE',
      <StorefrontModal opened onClose={() => {}} title="Gutscheinbedingungen" size={size} closeButtonLabel="Schließen">
        …
      </StorefrontModal>,
    );

    const root = screen.getByRole('dialog').closest<HTMLElement>('.mantine-Modal-root');
    expect(root?.style.getPropertyValue('--modal-size')).toBe(`var(--modal-size-${mantineSize})`);
  });

  it('is M wide unless told otherwise', () => {
    renderInCountry('DE', <StorefrontModal opened onClose={() => {}} closeButtonLabel="Schließen">…</StorefrontModal>);

    const root = screen.getByRole('dialog').closest<HTMLElement>('.mantine-Modal-root');
    expect(root?.style.getPropertyValue('--modal-size')).toBe('var(--modal-size-md)');
  });

  it('is a dialog named by its title, closed by a labelled close button', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderInCountry(
      'DE',
      <StorefrontModal opened onClose={onClose} title="Gutscheinbedingungen" closeButtonLabel="Schließen">
        Gilt einmal.
      </StorefrontModal>,
    );

    expect(screen.getByRole('dialog', { name: 'Gutscheinbedingungen' })).toHaveTextContent('Gilt einmal.');
    await user.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it.each([
    ['DE', 'Schließen'],
    ['CH', 'Schliessen'],
    ['TR', 'Kapat'],
  ] as const)('names its close button in the language of %s by default', (code, label) => {
    renderInCountry(code, <StorefrontModal opened onClose={() => {}} title="…">…</StorefrontModal>);

    expect(screen.getByRole('button', { name: label })).toBeInTheDocument();
  });
});

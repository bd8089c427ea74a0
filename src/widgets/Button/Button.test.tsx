import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInCountry } from '../../test/render';
import { inStorefront } from '../../test/storefront';
import { Button } from './Button';

describe('Button', () => {
  it('is medium-sized unless told otherwise', () => {
    renderInCountry('DE', <Button>Anmelden</Button>);

    expect(screen.getByRole('button', { name: 'Anmelden' })).toHaveAttribute('data-size', 'md');
  });

  it('calls onClick when clicked and not loading', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    renderInCountry('DE', <Button onClick={onClick}>Anmelden</Button>);

    await user.click(screen.getByRole('button', { name: 'Anmelden' }));

    expect(onClick).toHaveBeenCalledOnce();
  });

  it('while loading, tells screen readers it is busy and what it is doing, in the country’s language', () => {
    renderInCountry('PL', <Button loading>Zapisz</Button>);

    const button = screen.getByRole('button', { name: /^Zapisz/ });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAccessibleName('Zapisz Proszę czekać…');
  });

  it('keeps keyboard focus when it starts loading, and says it is disabled instead of being disabled', async () => {
    const user = userEvent.setup();
    const { rerender } = renderInCountry('DE', <Button>Anmelden</Button>);
    await user.tab();

    rerender(inStorefront('DE', <Button loading>Anmelden</Button>));

    const button = screen.getByRole('button', { name: /^Anmelden/ });
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toBeDisabled();
  });

  it('while loading, ignores clicks', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    renderInCountry('DE', <Button loading onClick={onClick}>Anmelden</Button>);

    await user.click(screen.getByRole('button', { name: /^Anmelden/ }));

    expect(onClick).not.toHaveBeenCalled();
  });

  it('while loading, does not let its form be submitted by a click or by Enter in a field', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
    renderInCountry(
      'DE',
      <form onSubmit={onSubmit}>
        <input aria-label="E-Mail" />
        <Button type="submit" loading>
          Anmelden
        </Button>
      </form>,
    );

    await user.click(screen.getByRole('button', { name: /^Anmelden/ }));
    await user.keyboard('{Enter}');
    await user.type(screen.getByRole('textbox', { name: 'E-Mail' }), 'kunde@example.de{Enter}');

    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits its form by Enter in a field when not loading', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
    renderInCountry(
      'DE',
      <form onSubmit={onSubmit}>
        <input aria-label="E-Mail" />
        <Button type="submit">Anmelden</Button>
      </form>,
    );

    await user.type(screen.getByRole('textbox', { name: 'E-Mail' }), 'kunde@example.de{Enter}');

    expect(onSubmit).toHaveBeenCalledOnce();
  });
});

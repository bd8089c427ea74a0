import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInCountry } from '../../../test/render';
import { useStorefrontForm } from '../../validation';
import { CheckboxField } from './CheckboxField';
import { nextPaint } from '../../../test/next-paint';
import { expectErrorHeld } from '../../../test/held-error';

const CONSENT = 'Ticari elektronik ileti onayı';
const CONSENT_REQUIRED = 'E-bülten üyesi olmak için lütfen ticari elektronik ileti onayınızı veriniz.';

function ConsentForm({ onSubmit = () => {} }: { onSubmit?: (values: { consent: boolean }) => void }) {
  const form = useStorefrontForm({
    initialValues: { consent: false },
    validate: { consent: (value) => (value ? null : CONSENT_REQUIRED) },
  });
  return (
    <form onSubmit={form.onSubmit(onSubmit)} noValidate>
      <CheckboxField label={CONSENT} {...form.getFieldProps('consent', { type: 'checkbox' })} />
      <button type="submit">Gönder</button>
    </form>
  );
}

describe('CheckboxField', () => {
  it('is reached with Tab, toggled with Space, and starts neither invalid nor described', async () => {
    const user = userEvent.setup();
    renderInCountry('TR', <ConsentForm />);
    const consent = screen.getByRole('checkbox', { name: CONSENT });

    await user.tab();
    expect(consent).toHaveFocus();
    expect(consent).not.toHaveAttribute('aria-invalid');
    expect(consent).not.toHaveAttribute('aria-describedby');

    await user.keyboard(' ');
    expect(consent).toBeChecked();
  });

  it('shows no error for a box only passed on the way, with Tab (issue 26)', async () => {
    const user = userEvent.setup();
    renderInCountry('TR', <ConsentForm />);
    await user.tab();
    await user.tab();
    expect(screen.getByRole('checkbox', { name: CONSENT })).not.toHaveAttribute('aria-invalid');
  });

  it('shows an error tied to the box once the shopper ticks it off again and leaves it', async () => {
    const user = userEvent.setup();
    renderInCountry('TR', <ConsentForm />);
    await user.tab();
    await user.keyboard('  ');

    await user.tab();

    const consent = screen.getByRole('checkbox', { name: CONSENT });
    expect(consent).toHaveAttribute('aria-invalid', 'true');
    expect(document.getElementById(consent.getAttribute('aria-describedby') ?? '')).toHaveTextContent(CONSENT_REQUIRED);
  });

  it('does not validate when toggled, only when left', async () => {
    const user = userEvent.setup();
    renderInCountry('TR', <ConsentForm />);
    await user.tab();

    await user.keyboard('  ');

    expect(screen.getByRole('checkbox', { name: CONSENT })).not.toHaveAttribute('aria-invalid');
  });

  it('clears the error as soon as the box gets focus again', async () => {
    const user = userEvent.setup();
    renderInCountry('TR', <ConsentForm />);
    await user.tab();
    await user.keyboard('  ');
    await user.tab();
    expect(screen.getByRole('checkbox', { name: CONSENT })).toHaveAttribute('aria-invalid', 'true');

    await user.tab({ shift: true });

    expectErrorHeld(screen.getByRole('checkbox', { name: CONSENT }), CONSENT_REQUIRED);
    await user.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: CONSENT })).not.toHaveAttribute('aria-invalid');
  });

  it('shows the valid mark, and tells screen readers, once the shopper leaves it ticked', async () => {
    const user = userEvent.setup();
    renderInCountry('TR', <ConsentForm />);
    await user.tab();
    await user.keyboard(' ');

    await user.tab();

    expect(screen.getByRole('checkbox', { name: CONSENT })).toHaveAccessibleDescription('Giriş geçerli');
  });

  it('validates on submit and does not submit while unticked', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderInCountry('TR', <ConsentForm onSubmit={onSubmit} />);

    await user.click(screen.getByRole('button', { name: 'Gönder' }));
    await nextPaint();

    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('checkbox', { name: CONSENT })).toHaveAccessibleDescription(CONSENT_REQUIRED);
  });

  it('tells assistive technology it is required, and shows a "*" that is not read out', () => {
    renderInCountry('TR', <CheckboxField label={CONSENT} required />);

    const consent = screen.getByRole('checkbox', { name: CONSENT });
    expect(consent).toBeRequired();
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it.each([
    { state: 'default', invalid: false, description: '' },
    { state: 'valid', invalid: false, description: 'Eingabe ist gültig' },
    { state: 'error', invalid: true, description: '' },
  ] as const)('shows the $state state it is given, without a form', ({ state, invalid, description }) => {
    renderInCountry('DE', <CheckboxField label="Newsletter" state={state} />);

    const box = screen.getByRole('checkbox', { name: 'Newsletter' });
    expect(box.getAttribute('aria-invalid') === 'true').toBe(invalid);
    expect(box).toHaveAccessibleDescription(description);
  });
});

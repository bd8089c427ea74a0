import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInCountry } from '../../../test/render';
import { useStorefrontForm } from '../../validation';
import { SelectField } from './SelectField';
import { nextPaint } from '../../../test/next-paint';
import { expectErrorHeld } from '../../../test/held-error';

const SALUTATION_REQUIRED = 'A megszólítás mező kitöltése kötelező.';
const SALUTATIONS = [
  { value: '', label: 'Kérjük, válasszon' },
  { value: 'MRS', label: 'Asszony' },
  { value: 'MR', label: 'Úr' },
];

function SalutationForm({ onSubmit = () => {} }: { onSubmit?: (values: { salutation: string }) => void }) {
  const form = useStorefrontForm({
    initialValues: { salutation: '' },
    validate: { salutation: (value) => (value ? null : SALUTATION_REQUIRED) },
  });
  return (
    <form onSubmit={form.onSubmit(onSubmit)} noValidate>
      <SelectField label="Megszólítás" data={SALUTATIONS} {...form.getFieldProps('salutation')} />
      <button type="submit">Küldés</button>
    </form>
  );
}

const salutation = () => screen.getByRole('combobox', { name: 'Megszólítás' });

describe('SelectField', () => {
  it('is reached with Tab and starts neither invalid nor described', async () => {
    const user = userEvent.setup();
    renderInCountry('HU', <SalutationForm />);

    await user.tab();

    expect(salutation()).toHaveFocus();
    expect(salutation()).not.toHaveAttribute('aria-invalid');
    expect(salutation()).not.toHaveAttribute('aria-describedby');
  });

  it('shows no error for a select only passed on the way, with Tab (issue 26)', async () => {
    const user = userEvent.setup();
    renderInCountry('HU', <SalutationForm />);
    await user.tab();
    await user.tab();
    expect(salutation()).not.toHaveAttribute('aria-invalid');
  });

  it('shows an error tied to the select once the shopper takes the choice back and leaves it', async () => {
    const user = userEvent.setup();
    renderInCountry('HU', <SalutationForm />);
    await user.selectOptions(salutation(), 'MR');
    await user.selectOptions(salutation(), '');

    await user.tab();

    expect(salutation()).toHaveAttribute('aria-invalid', 'true');
    expect(document.getElementById(salutation().getAttribute('aria-describedby') ?? '')).toHaveTextContent(SALUTATION_REQUIRED);
  });

  it('does not validate on choosing, only when left', async () => {
    const user = userEvent.setup();
    renderInCountry('HU', <SalutationForm />);

    await user.selectOptions(salutation(), 'Úr');
    await user.selectOptions(salutation(), 'Kérjük, válasszon');

    expect(salutation()).not.toHaveAttribute('aria-invalid');
  });

  it('clears the error as soon as the select gets focus again', async () => {
    const user = userEvent.setup();
    renderInCountry('HU', <SalutationForm />);
    await user.selectOptions(salutation(), 'MR');
    await user.selectOptions(salutation(), '');
    await user.tab();
    expect(salutation()).toHaveAttribute('aria-invalid', 'true');

    await user.tab({ shift: true });

    expectErrorHeld(salutation(), SALUTATION_REQUIRED);
  });

  it('shows the valid mark, and tells screen readers, once the shopper leaves it with a choice', async () => {
    const user = userEvent.setup();
    renderInCountry('HU', <SalutationForm />);

    await user.selectOptions(salutation(), 'Asszony');
    await user.tab();

    expect(salutation()).toHaveAttribute('data-success');
    expect(salutation()).toHaveAccessibleDescription('A megadott érték érvényes');
  });

  it('validates on submit and does not submit without a choice', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderInCountry('HU', <SalutationForm onSubmit={onSubmit} />);

    await user.click(screen.getByRole('button', { name: 'Küldés' }));
    await nextPaint();

    expect(onSubmit).not.toHaveBeenCalled();
    expect(salutation()).toHaveAccessibleDescription(SALUTATION_REQUIRED);
  });
});

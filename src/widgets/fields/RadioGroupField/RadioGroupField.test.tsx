import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInCountry } from '../../../test/render';
import { useStorefrontForm } from '../../validation';
import { RadioGroupField } from './RadioGroupField';
import { nextPaint } from '../../../test/next-paint';
import { expectErrorHeld } from '../../../test/held-error';

const SALUTATION_REQUIRED = 'Bitte wählen Sie eine Anrede.';
const SALUTATIONS = [
  { value: 'MRS', label: 'Frau' },
  { value: 'MR', label: 'Herr' },
  { value: 'DIVERSE', label: 'Divers' },
];
const requireSalutation = vi.fn((value: string) => (value ? null : SALUTATION_REQUIRED));

function SalutationForm({ onSubmit = () => {} }: { onSubmit?: (values: { salutation: string }) => void }) {
  const form = useStorefrontForm({
    initialValues: { salutation: '' },
    validate: { salutation: requireSalutation },
  });
  return (
    <form onSubmit={form.onSubmit(onSubmit)} noValidate>
      <RadioGroupField label="Anrede" options={SALUTATIONS} {...form.getFieldProps('salutation')} />
      <button type="submit">Anmelden</button>
    </form>
  );
}

const group = () => screen.getByRole('radiogroup', { name: 'Anrede' });
const radio = (name: string) => screen.getByRole('radio', { name });

describe('RadioGroupField', () => {
  beforeEach(() => {
    requireSalutation.mockClear();
  });

  it('is reached with Tab and starts neither invalid nor described', async () => {
    const user = userEvent.setup();
    renderInCountry('AT', <SalutationForm />);

    await user.tab();

    expect(radio('Frau')).toHaveFocus();
    expect(group()).not.toHaveAttribute('aria-describedby');
    for (const option of screen.getAllByRole('radio')) expect(option).not.toHaveAttribute('aria-invalid');
  });

  it('moves the choice with the arrow keys, without validating on the way', async () => {
    const user = userEvent.setup();
    renderInCountry('AT', <SalutationForm />);
    await user.tab();

    await user.keyboard('{ArrowDown}');
    expect(radio('Herr')).toHaveFocus();
    expect(radio('Herr')).toBeChecked();

    await user.keyboard('{ArrowDown}');
    expect(radio('Divers')).toBeChecked();
    expect(requireSalutation).not.toHaveBeenCalled();
  });

  it('shows no error for a group only passed on the way, with Tab (issue 26)', async () => {
    const user = userEvent.setup();
    renderInCountry('AT', <SalutationForm />);
    await user.tab();
    await user.tab();
    expect(group()).not.toHaveAccessibleDescription(SALUTATION_REQUIRED);
  });

  it('shows an error tied to the group once a submit found no choice', async () => {
    const user = userEvent.setup();
    renderInCountry('AT', <SalutationForm />);

    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    await nextPaint();

    expect(group()).toHaveAccessibleDescription(SALUTATION_REQUIRED);
    for (const option of screen.getAllByRole('radio')) expect(option).toHaveAttribute('aria-invalid', 'true');
  });

  it('clears the error as soon as the group gets focus again', async () => {
    const user = userEvent.setup();
    renderInCountry('AT', <SalutationForm />);
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    await nextPaint();
    expect(group()).toHaveAccessibleDescription(SALUTATION_REQUIRED);

    await user.tab({ shift: true });

    for (const option of screen.getAllByRole('radio')) expectErrorHeld(option, SALUTATION_REQUIRED, group());
  });

  it('shows the valid mark, and tells screen readers, once the shopper leaves it with a choice', async () => {
    const user = userEvent.setup();
    renderInCountry('AT', <SalutationForm />);
    await user.click(radio('Herr'));

    await user.tab();

    expect(group()).toHaveAccessibleDescription('Eingabe ist gültig');
  });

  it('validates on submit and does not submit without a choice', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderInCountry('AT', <SalutationForm onSubmit={onSubmit} />);

    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    await nextPaint();

    expect(onSubmit).not.toHaveBeenCalled();
    expect(group()).toHaveAccessibleDescription(SALUTATION_REQUIRED);
  });
});

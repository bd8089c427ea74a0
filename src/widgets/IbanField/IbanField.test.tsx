import { cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import type { CountryCode } from '../../config/country.generated';
import { renderInCountry } from '../../test/render';
import { IbanField, type IbanFieldProps } from './IbanField';

const GERMAN_IBAN = 'DE89370400440532013000';
const BRITISH_IBAN = 'GB82WEST12345698765432';

function renderField(props: IbanFieldProps = {}, country: CountryCode = 'DE') {
  renderInCountry(country, <IbanField label="IBAN" {...props} />);
  return { user: userEvent.setup(), field: screen.getByRole<HTMLInputElement>('textbox', { name: 'IBAN' }) };
}

/** Puts the caret at `position`, as a click there would. */
function placeCaret(field: HTMLInputElement, position: number) {
  field.focus();
  field.setSelectionRange(position, position);
}

describe('IbanField', () => {
  it('groups the IBAN in blocks of four while it is typed, in upper case', async () => {
    const { user, field } = renderField();

    await user.type(field, 'de89370400');
    expect(field).toHaveValue('DE89 3704 00');

    await user.keyboard('440532013000');
    expect(field).toHaveValue('DE89 3704 0044 0532 0130 00');
  });

  it('ignores characters that are not letters or digits, and digits before the country code', async () => {
    const { user, field } = renderField();

    await user.type(field, '1-de/89!');

    expect(field).toHaveValue('DE89');
  });

  it('hands the IBAN on without spaces', async () => {
    const onChange = vi.fn();
    const { user, field } = renderField({ onChange });

    await user.type(field, 'gb82 west');

    expect(onChange).toHaveBeenLastCalledWith('GB82WEST');
  });

  it('keeps the caret behind a character typed in the middle', async () => {
    const { user, field } = renderField({ defaultValue: GERMAN_IBAN });

    placeCaret(field, 7); // DE89 37|04
    await user.keyboard('1');

    expect(field).toHaveValue('DE89 3710 4004 4053 2013 000');
    expect(field.selectionStart).toBe(8);
  });

  it('moves the caret past the space when a typed character starts a new block', async () => {
    const { user, field } = renderField({ defaultValue: 'DE893704' });

    placeCaret(field, 4); // DE89| 3704
    await user.keyboard('1');

    expect(field).toHaveValue('DE89 1370 4');
    expect(field.selectionStart).toBe(6);
  });

  it('deletes the character before a space on Backspace behind it', async () => {
    const { user, field } = renderField({ defaultValue: 'DE893704' });

    placeCaret(field, 5); // DE89 |3704
    await user.keyboard('{Backspace}');

    expect(field).toHaveValue('DE83 704');
    expect(field.selectionStart).toBe(3);
  });

  it('deletes the character after a space on Delete in front of it', async () => {
    const { user, field } = renderField({ defaultValue: 'DE893704' });

    placeCaret(field, 4); // DE89| 3704
    await user.keyboard('{Delete}');

    expect(field).toHaveValue('DE89 704');
    expect(field.selectionStart).toBe(4);
  });

  it('puts a space back, with the caret in front of it, when only the space was removed', () => {
    const { field } = renderField({ defaultValue: 'DE893704' });

    fireEvent.change(field, { target: { value: 'DE893704', selectionStart: 4, selectionEnd: 4 } });

    expect(field).toHaveValue('DE89 3704');
    expect(field.selectionStart).toBe(4);
  });

  it('says on blur that an invalid IBAN is invalid, and stops saying so on focus', async () => {
    const { user, field } = renderField();

    await user.type(field, 'DE00370400440532013000');
    await user.tab();

    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Bitte geben Sie eine gültige IBAN ein.');

    await user.click(field);

    expect(field).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Bitte geben Sie eine gültige IBAN ein.')).not.toBeInTheDocument();
  });

  it('says it in the country’s language', async () => {
    const { user, field } = renderField({ defaultValue: 'TR00' }, 'TR');

    await user.click(field);
    await user.tab();

    expect(field).toHaveAccessibleDescription('Lütfen geçerli bir IBAN girin.');
  });

  it.each([GERMAN_IBAN, BRITISH_IBAN])('accepts the valid IBAN %s', async (iban) => {
    const onChange = vi.fn();
    const { user, field } = renderField({ onChange });

    await user.type(field, iban);
    await user.tab();

    expect(onChange).toHaveBeenLastCalledWith(iban);
    expect(field).not.toHaveAttribute('aria-invalid');
  });

  it('does not call an empty field invalid', async () => {
    const { user, field } = renderField();

    await user.click(field);
    await user.tab();

    expect(field).not.toHaveAttribute('aria-invalid');
  });

  it('holds only letters and digits in blocks of four, two letters first, whatever is typed', async () => {
    const typed = fc.string({ unit: fc.constantFrom(...'aZ09 -./éß'), minLength: 1, maxLength: 14 });
    await fc.assert(
      fc.asyncProperty(typed, async (text) => {
        const { user, field } = renderField();

        await user.type(field, text);

        expect(field.value).toMatch(/^([A-Z\d]{4} )*[A-Z\d]{0,4}$/);
        expect(field.value.replaceAll(' ', '')).toMatch(/^([A-Z]{0,2}|[A-Z]{2}\d{1,2}|[A-Z]{2}\d{2}[A-Z\d]*)$/);
      }).afterEach(cleanup),
      { numRuns: 30 },
    );
  });
});

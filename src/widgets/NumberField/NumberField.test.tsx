import { cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { renderInCountry } from '../../test/render';
import { NumberField } from './NumberField';

function renderField(props: Parameters<typeof NumberField>[0] = {}) {
  renderInCountry('DE', <NumberField label="Menge" {...props} />);
  return { user: userEvent.setup(), field: screen.getByRole<HTMLInputElement>('textbox', { name: 'Menge' }) };
}

/** user-event reads `{` and `[` as the start of a key name; doubled, they are typed as they are. */
const literally = (text: string) => text.replace(/[{[]/g, '$&$&');

/** Digits and points often, anything else now and then. */
const typedText = fc.string({
  unit: fc.oneof(fc.constantFrom(...'0123456789.'), fc.string({ minLength: 1, maxLength: 1, unit: 'grapheme' })),
  minLength: 1,
  maxLength: 12,
});

describe('NumberField', () => {
  it('asks phones for their decimal keyboard', () => {
    const { field } = renderField();

    expect(field).toHaveAttribute('inputmode', 'decimal');
  });

  it('ignores letters and other characters that are typed', async () => {
    const { user, field } = renderField();

    await user.type(field, '1a2-b,3 ');

    expect(field).toHaveValue('123');
  });

  it('ignores a second decimal point', async () => {
    const { user, field } = renderField();

    await user.type(field, '1.2.5');

    expect(field).toHaveValue('1.25');
  });

  it('takes no more characters than its maximum length', async () => {
    const { user, field } = renderField({ maxLength: 4 });

    await user.type(field, '123456');

    expect(field).toHaveValue('1234');
  });

  it('still lets arrow keys move the caret and Backspace delete', async () => {
    const { user, field } = renderField();

    await user.type(field, '123{ArrowLeft}{Backspace}9{End}0');

    expect(field).toHaveValue('1930');
  });

  it('keeps only the allowed characters of pasted text', async () => {
    const { user, field } = renderField();

    await user.click(field);
    await user.paste('EUR 1,234.5.6');

    expect(field).toHaveValue('1234.56');
  });

  it('leaves the caret after the pasted digits when pasting in the middle', async () => {
    const { user, field } = renderField({ defaultValue: '19' });

    field.focus();
    field.setSelectionRange(1, 1);
    await user.paste('a2b3');

    expect(field).toHaveValue('1239');
    expect(field.selectionStart).toBe(3);
  });

  it('filters dropped text the same way', () => {
    const { field } = renderField();

    fireEvent.change(field, { target: { value: '4x2.0.1' } });

    expect(field).toHaveValue('42.01');
  });

  it('hands the filtered text to onChange, and nothing for a refused key', async () => {
    const onChange = vi.fn();
    const { user, field } = renderField({ onChange });

    await user.type(field, '7x');

    expect(onChange.mock.calls).toEqual([['7']]);
  });

  it('holds only digits and at most one point, within its maximum length, whatever is typed', async () => {
    await fc.assert(
      fc.asyncProperty(typedText, fc.integer({ min: 1, max: 8 }), async (typed, maxLength) => {
        const { user, field } = renderField({ maxLength });

        await user.type(field, literally(typed));

        expect(field.value).toMatch(/^\d*\.?\d*$/);
        expect(field.value.length).toBeLessThanOrEqual(maxLength);
      }).afterEach(cleanup),
      { numRuns: 30 },
    );
  });

  it('holds only digits and at most one point, within its maximum length, whatever is pasted', async () => {
    await fc.assert(
      fc.asyncProperty(typedText, fc.integer({ min: 1, max: 8 }), async (pasted, maxLength) => {
        const { user, field } = renderField({ maxLength });

        await user.click(field);
        await user.paste(pasted);

        expect(field.value).toMatch(/^\d*\.?\d*$/);
        expect(field.value.length).toBeLessThanOrEqual(maxLength);
      }).afterEach(cleanup),
      { numRuns: 30 },
    );
  });
});

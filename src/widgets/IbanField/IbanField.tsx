import '@mantine/core/styles/Input.css';
import { TextInput, type TextInputProps } from '@mantine/core';
import { useUncontrolled } from '@mantine/hooks';
import { isValidIBAN } from 'ibantools';
import { useState, type ChangeEvent, type FocusEvent, type KeyboardEvent } from 'react';
import { useI18n } from '../../i18n/useI18n';
import { formatIban, formattedCaret, unformatIban } from './iban';

export interface IbanFieldProps extends Omit<TextInputProps, 'value' | 'defaultValue' | 'onChange'> {
  /** The IBAN in electronic format (no spaces), controlled */
  value?: string;
  /** The IBAN at first, uncontrolled @default '' */
  defaultValue?: string;
  /** Called with the IBAN in electronic format (no spaces, upper case) whenever it changes */
  onChange?: (iban: string) => void;
}

/**
 * An IBAN input that shows blocks of four while typing and keeps the caret in place. It checks
 * the IBAN on blur and clears that error on focus; an `error` passed in takes precedence.
 */
export function IbanField({ value, defaultValue, onChange, error, onBlur, onFocus, onKeyDown, ...others }: IbanFieldProps) {
  const { LL } = useI18n();
  const [iban, setIban] = useUncontrolled({ value, defaultValue, finalValue: '', onChange });
  const [invalid, setInvalid] = useState(false);

  // The spaces are only shown: Backspace or Delete next to one acts on the character beyond it.
  const skipSpace = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    const input = event.currentTarget;
    const caret = input.selectionStart;
    if (caret === null || caret !== input.selectionEnd) return;
    if (event.key === 'Backspace' && input.value[caret - 1] === ' ') input.setSelectionRange(caret - 1, caret - 1);
    if (event.key === 'Delete' && input.value[caret] === ' ') input.setSelectionRange(caret + 1, caret + 1);
  };

  const regroup = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const typedBeforeCaret = input.value.slice(0, input.selectionStart ?? input.value.length);
    const next = unformatIban(input.value);
    const caret = formattedCaret(unformatIban(typedBeforeCaret).length);
    // Written before React renders the same text, so React keeps the caret where it is put here.
    input.value = formatIban(next);
    input.setSelectionRange(caret, caret);
    if (next !== iban) setIban(next);
  };

  const check = (event: FocusEvent<HTMLInputElement>) => {
    onBlur?.(event);
    setInvalid(iban !== '' && !isValidIBAN(iban));
  };

  const clearCheck = (event: FocusEvent<HTMLInputElement>) => {
    onFocus?.(event);
    setInvalid(false);
  };

  return (
    <TextInput
      autoCapitalize="characters"
      spellCheck={false}
      {...others}
      value={formatIban(unformatIban(iban))}
      error={error || (invalid && LL.widgets.iban.invalid())}
      onKeyDown={skipSpace}
      onChange={regroup}
      onBlur={check}
      onFocus={clearCheck}
    />
  );
}

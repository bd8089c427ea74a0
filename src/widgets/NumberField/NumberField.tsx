import '@mantine/core/styles/Input.css';
import { TextInput, type TextInputProps } from '@mantine/core';
import { useUncontrolled } from '@mantine/hooks';
import type { ChangeEvent, KeyboardEvent } from 'react';
import { sanitizeNumber } from './sanitizeNumber';

export interface NumberFieldProps
  extends Omit<TextInputProps, 'value' | 'defaultValue' | 'onChange' | 'type' | 'inputMode' | 'maxLength'> {
  /** Text of the field, controlled */
  value?: string;
  /** Text of the field at first, uncontrolled @default '' */
  defaultValue?: string;
  /** Called with the filtered text whenever it changes */
  onChange?: (value: string) => void;
  /** Most characters the field holds @default no limit */
  maxLength?: number;
}

/** The input's text with its selection replaced by `typed`, as the browser is about to make it. */
function withTyped(input: HTMLInputElement, typed: string): string {
  const start = input.selectionStart ?? input.value.length;
  const end = input.selectionEnd ?? start;
  return input.value.slice(0, start) + typed + input.value.slice(end);
}

/** A text field for a decimal number: only digits and one decimal point get in, by key, paste or drop. */
export function NumberField({ value, defaultValue, onChange, maxLength, onKeyDown, ...others }: NumberFieldProps) {
  const [text, setText] = useUncontrolled({ value, defaultValue, finalValue: '', onChange });

  const refuseDisallowedKey = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    // Named keys (arrows, Home, End, Backspace, Delete, Tab …) and shortcuts pass untouched.
    if (event.key.length !== 1 || event.ctrlKey || event.metaKey) return;
    const candidate = withTyped(event.currentTarget, event.key);
    if (sanitizeNumber(candidate, maxLength) !== candidate) event.preventDefault();
  };

  // Paste, drop and autofill bypass the key check: keep what they bring that is allowed.
  const keepAllowed = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const raw = input.value;
    const next = sanitizeNumber(raw, maxLength);
    if (next !== raw) {
      const caret = sanitizeNumber(raw.slice(0, input.selectionStart ?? raw.length), maxLength).length;
      // Written before React renders the same text, so React keeps the caret where it is put here.
      input.value = next;
      input.setSelectionRange(caret, caret);
    }
    if (next !== text) setText(next);
  };

  return (
    <TextInput
      {...others}
      // No native maxLength: the browser would cut a paste before its disallowed characters are dropped.
      inputMode="decimal"
      value={text}
      onKeyDown={refuseDisallowedKey}
      onChange={keepAllowed}
    />
  );
}

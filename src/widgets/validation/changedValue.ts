import type { ChangeEvent } from 'react';

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function isChangeEvent(input: unknown): input is ChangeEvent<FieldElement> {
  return typeof input === 'object' && input !== null && 'nativeEvent' in input;
}

/**
 * The value an input's onChange reports. Mantine's text inputs, selects and checkboxes pass the
 * change event; its radio group passes the chosen value itself.
 */
export function changedValue(input: unknown): unknown {
  if (!isChangeEvent(input)) return input;
  const field = input.currentTarget;
  return 'checked' in field && field.type === 'checkbox' ? field.checked : field.value;
}

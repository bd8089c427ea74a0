// Mantine's stylesheets rely on their order: the ones a component builds on come first.
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Checkbox.css';
import { Checkbox, VisuallyHidden, type CheckboxProps } from '@mantine/core';
import { memo, useId } from 'react';
import { useI18n } from '../../../i18n/useI18n';
import { resolveFieldState } from '../../validation';
import classes from '../fields.module.css';
import { joinTokens, type FieldStateProps } from '../inputStateProps';
import { ValidMark } from '../ValidMark';

export interface CheckboxFieldProps extends CheckboxProps, FieldStateProps {}

/**
 * A checkbox in the states of spec §4. Mantine ties the error text to the box but sets no
 * aria-invalid, has no valid state and marks no required box in its label, so these are added here.
 * Like Mantine's text inputs, a required box says so with `required`, and shows a "*" that screen
 * readers skip.
 */
export const CheckboxField = memo(function CheckboxField({ state, heldError, error, label, required, className, mod, 'aria-describedby': describedBy, ...others }: CheckboxFieldProps) {
  const { LL } = useI18n();
  const validTextId = useId();
  const heldTextId = useId();
  const shown = resolveFieldState(state, error);
  const valid = shown === 'valid';
  const held = Boolean(heldError) && shown !== 'error';
  const marked = label && required ? <>{label}<span aria-hidden="true"> *</span></> : label;
  return (
    <>
      <Checkbox
        {...others}
        required={required}
        className={joinTokens(classes.choices, className)}
        mod={[{ success: valid }, mod]}
        error={shown === 'error' ? error || true : undefined}
        aria-invalid={shown === 'error' || held || undefined}
        aria-describedby={joinTokens(describedBy, valid && validTextId, held && heldTextId)}
        label={valid && marked ? <>{marked}<ValidMark inLabel /></> : marked}
      />
      {valid && <VisuallyHidden id={validTextId}>{LL.widgets.field.valid()}</VisuallyHidden>}
      {held && <VisuallyHidden id={heldTextId}>{heldError}</VisuallyHidden>}
    </>
  );
});

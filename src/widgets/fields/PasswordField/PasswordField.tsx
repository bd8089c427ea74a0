import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { memo } from 'react';
import { useI18n } from '../../../i18n/useI18n';
import { useInputStateProps, type FieldStateProps } from '../inputStateProps';

export interface PasswordFieldProps extends PasswordInputProps, FieldStateProps {}

/**
 * A password input in the states of spec §4, with a button that shows the typed password. The
 * button has no check mark beside it in the valid state: the two would share one corner.
 */
export const PasswordField = memo(function PasswordField({ state, heldError, error, className, ...others }: PasswordFieldProps) {
  const { LL } = useI18n();
  const { valid: _valid, ...stateProps } = useInputStateProps(state, error, className, heldError);
  // Mantine's PasswordInput marks its inner input only with data-invalid; screen readers need aria-invalid.
  return (
    <PasswordInput
      {...others}
      {...stateProps}
      aria-invalid={stateProps.error !== undefined}
      // Mantine keeps the show button out of the Tab order; keyboard users need it as much as anyone.
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': LL.widgets.password.show() }}
    />
  );
});

import '@mantine/core/styles/Input.css';
import { TextInput, type TextInputProps } from '@mantine/core';
import { memo } from 'react';
import type { FieldState } from '../../validation';
import { useInputStateProps } from '../inputStateProps';
import { ValidMark } from '../ValidMark';

export interface TextFieldProps extends TextInputProps {
  /** What the field shows; an `error` message always shows as 'error' @default 'default' */
  state?: FieldState;
}

/** A single-line text input in the states of spec §4: default, valid (green border and check mark) or error. */
export const TextField = memo(function TextField({ state, error, className, rightSection, ...others }: TextFieldProps) {
  const { valid, ...stateProps } = useInputStateProps(state, error, className);
  return <TextInput {...others} {...stateProps} rightSection={valid ? <ValidMark /> : rightSection} />;
});

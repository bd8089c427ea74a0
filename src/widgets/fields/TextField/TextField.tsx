import '@mantine/core/styles/Input.css';
import { TextInput, type TextInputProps } from '@mantine/core';
import { memo } from 'react';
import { useInputStateProps, type FieldStateProps } from '../inputStateProps';
import { ValidMark } from '../ValidMark';

export interface TextFieldProps extends TextInputProps, FieldStateProps {}

/** A single-line text input in the states of spec §4: default, valid (green border and check mark) or error. */
export const TextField = memo(function TextField({ state, heldError, error, className, rightSection, ...others }: TextFieldProps) {
  const { valid, ...stateProps } = useInputStateProps(state, error, className, heldError);
  return <TextInput {...others} {...stateProps} rightSection={valid ? <ValidMark /> : rightSection} />;
});

// Mantine's stylesheets rely on their order: the ones a component builds on come first.
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import { Group, Radio, type RadioGroupProps } from '@mantine/core';
import type { FocusEvent, FocusEventHandler, ReactNode } from 'react';
import classes from '../fields.module.css';
import { joinTokens, useInputStateProps, type FieldStateProps } from '../inputStateProps';
import { ValidMark } from '../ValidMark';

export interface RadioOption {
  /** The form value when this option is chosen */
  value: string;
  /** What the shopper reads beside the radio */
  label: ReactNode;
}

export interface RadioGroupFieldProps extends Omit<RadioGroupProps, 'children'>, FieldStateProps {
  /** The choices, in the order shown */
  options: readonly RadioOption[];
}

// Focus moving from one radio of the group to another neither enters nor leaves the field, so it
// must not count as focus or blur: the arrow keys would validate the group on every move.
function acrossGroupEdge(handler: FocusEventHandler<HTMLDivElement> | undefined) {
  return (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) handler?.(event);
  };
}

/**
 * A radio group in the states of spec §4. Mantine ties the error text to the group; the radios get
 * aria-invalid here, as Mantine cannot put it on the group element.
 */
export function RadioGroupField({ options, state, heldError, error, className, label, onFocus, onBlur, ...others }: RadioGroupFieldProps) {
  // A group has no error styles of its own to switch off.
  const { valid, withErrorStyles: _inputsOnly, ...stateProps } = useInputStateProps(state, error, joinTokens(classes.choices, className), heldError);
  const invalid = stateProps.error ? true : undefined;
  return (
    <Radio.Group
      {...others}
      {...stateProps}
      label={valid && label ? <>{label}<ValidMark inLabel /></> : label}
      onFocus={acrossGroupEdge(onFocus)}
      onBlur={acrossGroupEdge(onBlur)}
    >
      <Group mt="xs">
        {options.map((option) => (
          <Radio key={option.value} value={option.value} label={option.label} aria-invalid={invalid} />
        ))}
      </Group>
    </Radio.Group>
  );
}

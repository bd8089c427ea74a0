// Mantine's stylesheets rely on their order: the ones a component builds on come first.
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import { ComboboxChevron, NativeSelect, type NativeSelectProps } from '@mantine/core';
import { memo } from 'react';
import classes from '../fields.module.css';
import { useInputStateProps, type FieldStateProps } from '../inputStateProps';
import { ValidMark } from '../ValidMark';

// Room for the check mark and the chevron side by side, instead of the chevron alone.
const VALID_SECTION_WIDTH = 48;

export interface SelectFieldProps extends NativeSelectProps, FieldStateProps {}

/**
 * A select in the states of spec §4. It is the browser's own select, so phones show their native
 * picker and every screen reader knows it; a valid one shows the check mark before the chevron.
 */
export const SelectField = memo(function SelectField({ state, heldError, error, className, rightSection, rightSectionWidth, ...others }: SelectFieldProps) {
  const { valid, ...stateProps } = useInputStateProps(state, error, className, heldError);
  const validSection = (
    <span className={classes.selectSection}>
      <ValidMark />
      <ComboboxChevron size={others.size} />
    </span>
  );
  return (
    <NativeSelect
      {...others}
      {...stateProps}
      rightSection={valid ? validSection : rightSection}
      rightSectionWidth={valid ? VALID_SECTION_WIDTH : rightSectionWidth}
    />
  );
});

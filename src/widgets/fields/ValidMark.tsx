import { CheckIcon } from '@mantine/core';
import classes from './fields.module.css';

interface ValidMarkProps {
  /** Set when the mark follows a label's text, to space it from the text @default false */
  inLabel?: boolean;
}

/** The check mark of a valid field. Screen readers skip it: the field's description says it in words. */
export function ValidMark({ inLabel = false }: ValidMarkProps) {
  const className = inLabel ? `${classes.validMark} ${classes.labelMark}` : classes.validMark;
  return <CheckIcon size={12} className={className} />;
}

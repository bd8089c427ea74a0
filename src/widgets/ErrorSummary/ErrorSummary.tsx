import '@mantine/core/styles/Anchor.css';
import { Anchor } from '@mantine/core';
import type { MouseEvent, ReactNode } from 'react';
import { useI18n } from '../../i18n/useI18n';
import { elementById } from '../dom/element-by-id';
import { Notice } from '../Notice';
import { ERROR_SUMMARY_ATTRIBUTE } from './error-summary-attribute';
import classes from './ErrorSummary.module.css';

export interface ErrorSummaryProps {
  /** The errors to fix, in the order of their fields on the page; with none, nothing shows */
  errors: readonly { fieldId: string; message: ReactNode }[];
  /** A new value, given at every failed submit, moves focus to the summary again */
  revealKey: number;
  /** Whether a new revealKey moves focus: not when the shopper moved it elsewhere since the submit @default true */
  takeFocus?: boolean;
  /** The summary's title @default 'There is a problem with your entries', in the country's language */
  title?: ReactNode;
}

/** Focuses the field itself: following the link alone would only scroll to it. */
function focusField(fieldId: string) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    elementById(event.currentTarget, fieldId)?.focus();
  };
}

/**
 * The error summary of the GOV.UK pattern, shown after a failed submit: an alert that takes focus and
 * lists every error as a link to its field, so that keyboard and screen reader users hear all that is
 * wrong at once and get to each field in one step.
 */
export function ErrorSummary({ errors, revealKey, takeFocus = true, title }: ErrorSummaryProps) {
  const { LL } = useI18n();
  if (errors.length === 0) return null;
  return (
    <Notice variant="error" title={title ?? LL.widgets.errorSummary.title()} focusOnReveal={takeFocus} revealKey={revealKey} {...{ [ERROR_SUMMARY_ATTRIBUTE]: '' }}>
      <ul className={classes.list}>
        {errors.map(({ fieldId, message }) => (
          <li key={fieldId}>
            <Anchor href={`#${fieldId}`} onClick={focusField(fieldId)} c="inherit" underline="always">
              {message}
            </Anchor>
          </li>
        ))}
      </ul>
    </Notice>
  );
}

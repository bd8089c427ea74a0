import '@mantine/core/styles/VisuallyHidden.css';
import { VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useI18n } from '../../i18n/useI18n';
import { resolveFieldState, type FieldState } from '../validation';

/** Space-separated class names or ids, leaving out the missing ones. */
export function joinTokens(...tokens: (string | false | undefined)[]): string | undefined {
  return tokens.filter(Boolean).join(' ') || undefined;
}

/** What every field of the storefront's forms takes besides its Mantine props. */
export interface FieldStateProps {
  /** What the field shows; an `error` message always shows as 'error' @default 'default' */
  state?: FieldState;
  /**
   * The error its message cleared on focus (spec §5) while the value is still the one found wrong:
   * no longer shown, but the field stays invalid and described by it for screen readers.
   */
  heldError?: ReactNode;
}

/** A held error for assistive technology alone: the field invalid and described by it, nothing shown. */
function heldErrorProps(heldError: ReactNode) {
  return { error: true, withErrorStyles: false, description: heldError, descriptionProps: { className: VisuallyHidden.classes.root } };
}

/**
 * Props for a Mantine input or Input.Wrapper that show a field's state. For 'valid', Mantine's
 * `success` draws the border and ties its text to the field with aria-describedby. That text is
 * visually hidden: sighted shoppers see the ValidMark the field adds when `valid` is true.
 */
export function useInputStateProps(state: FieldState | undefined, error: ReactNode, className: string | undefined, heldError?: ReactNode) {
  const { LL } = useI18n();
  const shown = resolveFieldState(state, error);
  if (heldError && shown !== 'error') return { className, valid: false, ...heldErrorProps(heldError) };
  return {
    className,
    error: shown === 'error' ? error || true : undefined,
    success: shown === 'valid' ? LL.widgets.field.valid() : undefined,
    withErrorStyles: undefined,
    successProps: { className: VisuallyHidden.classes.root },
    valid: shown === 'valid',
  };
}

import '@mantine/core/styles/VisuallyHidden.css';
import { VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useI18n } from '../../i18n/useI18n';
import { resolveFieldState, type FieldState } from '../validation';

/** Space-separated class names or ids, leaving out the missing ones. */
export function joinTokens(...tokens: (string | false | undefined)[]): string | undefined {
  return tokens.filter(Boolean).join(' ') || undefined;
}

/**
 * Props for a Mantine input or Input.Wrapper that show a field's state. For 'valid', Mantine's
 * `success` draws the border and ties its text to the field with aria-describedby. That text is
 * visually hidden: sighted shoppers see the ValidMark the field adds when `valid` is true.
 */
export function useInputStateProps(state: FieldState | undefined, error: ReactNode, className: string | undefined) {
  const { LL } = useI18n();
  const shown = resolveFieldState(state, error);
  return {
    className,
    error: shown === 'error' ? error || true : undefined,
    success: shown === 'valid' ? LL.widgets.field.valid() : undefined,
    successProps: { className: VisuallyHidden.classes.root },
    valid: shown === 'valid',
  };
}

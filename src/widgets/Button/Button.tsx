// Mantine's stylesheets rely on their order: the ones a component builds on come first.
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Button.css';
import { Button as MantineButton, VisuallyHidden, type ButtonProps as MantineButtonProps, type ElementProps } from '@mantine/core';
import { memo, type ComponentPropsWithoutRef, type MouseEvent } from 'react';
import { useI18n } from '../../i18n/useI18n';

export interface ButtonProps extends MantineButtonProps, ElementProps<'button', keyof MantineButtonProps> {
  /** Height, font size and padding @default 'md' (spec §9: medium) */
  size?: MantineButtonProps['size'];
  /** Shows a loader, tells screen readers the button is busy and ignores clicks @default false */
  loading?: boolean;
}

// Mantine disables a loading button, and a disabled button loses keyboard focus to <body> in Chromium:
// the busy state would never be heard. While loading, the button keeps focus and only says it is disabled.
function FocusableWhileLoading({ disabled: _disabledByMantine, ...props }: ComponentPropsWithoutRef<'button'>) {
  return <button {...props} aria-disabled />;
}

/**
 * Mantine's Button at the storefront's default size. While loading it keeps its focus, is
 * aria-disabled and ignores clicks, so neither a click, nor Enter on it or in the form's fields,
 * submits again; the loading text tells screen readers what it is doing.
 */
export const Button = memo(function Button({ size = 'md', loading = false, children, onClick, ...others }: ButtonProps) {
  const { LL } = useI18n();
  const ignoreWhileLoading = (event: MouseEvent<HTMLButtonElement>) => {
    // For a submit button, a prevented click is also what stops the form's implicit submission by Enter.
    if (loading) return event.preventDefault();
    onClick?.(event);
  };
  return (
    <MantineButton
      {...others}
      size={size}
      loading={loading}
      aria-busy={loading || undefined}
      onClick={ignoreWhileLoading}
      renderRoot={loading ? FocusableWhileLoading : undefined}
    >
      {children}
      {loading && <VisuallyHidden>{LL.widgets.button.loading()}</VisuallyHidden>}
    </MantineButton>
  );
});

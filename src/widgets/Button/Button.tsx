// Mantine's stylesheets rely on their order: the ones a component builds on come first.
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Button.css';
import { Button as MantineButton, VisuallyHidden, type ButtonProps as MantineButtonProps, type ElementProps } from '@mantine/core';
import { useI18n } from '../../i18n/useI18n';

export interface ButtonProps extends MantineButtonProps, ElementProps<'button', keyof MantineButtonProps> {
  /** Height, font size and padding @default 'md' (spec §9: medium) */
  size?: MantineButtonProps['size'];
  /** Shows a loader, tells screen readers the button is busy and ignores clicks @default false */
  loading?: boolean;
}

/**
 * Mantine's Button at the storefront's default size. While loading, Mantine disables it, so neither
 * a click nor Enter in the form's fields submits again; the loading text keeps it understandable
 * to screen readers, which otherwise only learn that it is dimmed.
 */
export function Button({ size = 'md', loading = false, children, ...others }: ButtonProps) {
  const { LL } = useI18n();
  return (
    <MantineButton {...others} size={size} loading={loading} aria-busy={loading || undefined}>
      {children}
      {loading && <VisuallyHidden>{LL.widgets.button.loading()}</VisuallyHidden>}
    </MantineButton>
  );
}

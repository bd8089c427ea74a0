import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Text.css';
import { Box, Progress, Text, type BoxProps, type MantineColor } from '@mantine/core';
import { useI18n } from '../../i18n/useI18n';
import { PASSWORD_STRENGTH_LEVELS, passwordStrength, type PasswordStrengthLevel } from './passwordStrength';

export interface PasswordStrengthProps extends BoxProps {
  /** The password to rate */
  password: string;
  /** Id of the root, for the password input's aria-describedby */
  id?: string;
}

const METER_COLORS: Record<PasswordStrengthLevel, MantineColor> = {
  weak: 'red.8',
  ok: 'orange.8',
  strong: 'teal.8',
  veryStrong: 'green.8',
};

/** A meter and a label for the strength of a password, announced politely as it changes. */
export function PasswordStrength({ password, ...others }: PasswordStrengthProps) {
  const { LL } = useI18n();
  const level = passwordStrength(password);

  return (
    <Box {...others}>
      {level && (
        // The label says the same in words, so the meter is hidden from assistive technology.
        <Progress
          aria-hidden
          size="sm"
          color={METER_COLORS[level]}
          value={((PASSWORD_STRENGTH_LEVELS.indexOf(level) + 1) / PASSWORD_STRENGTH_LEVELS.length) * 100}
        />
      )}
      {/* Always rendered: a live region must exist before its text changes to be announced. */}
      <Text size="sm" mt={4} role="status" aria-live="polite">
        {level && LL.widgets.passwordStrength.label({ strength: LL.widgets.passwordStrength[level]() })}
      </Text>
    </Box>
  );
}

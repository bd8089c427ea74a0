import type { MantineColor } from '@mantine/core';

/** The kinds of notification of spec §4. */
export type NoticeVariant = 'info' | 'success' | 'warning' | 'error';

// Mantine's light alert puts shade 9 of these on shade 1: at least 3.6:1 for the icon and the close
// button (AA for graphics); the text is drawn in the body text colour, 12:1 and more.
export const NOTICE_COLORS: Record<NoticeVariant, MantineColor> = {
  info: 'blue',
  success: 'green',
  warning: 'orange',
  error: 'red',
};

/** Errors and warnings interrupt a screen reader (alert); info and success wait their turn (status). */
export function noticeRole(variant: NoticeVariant): 'alert' | 'status' {
  return variant === 'error' || variant === 'warning' ? 'alert' : 'status';
}

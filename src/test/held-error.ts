import { VisuallyHidden } from '@mantine/core';
import { screen } from '@testing-library/react';
import { expect } from 'vitest';

/** Where a message is on screen for the eye: not in the error summary, and not hidden for screen readers alone. */
function shownOutsideSummary(message: string): HTMLElement[] {
  return screen.queryAllByText(message).filter((element) => !element.closest(`[role="alert"], .${VisuallyHidden.classes.root}`));
}

/**
 * A field whose inline message cleared when it got focus (spec §5) while its value is still the one
 * found wrong: nothing shows it, but a screen reader still hears the field is invalid, and why.
 */
export function expectErrorHeld(field: HTMLElement, message: string, describedElement: HTMLElement = field): void {
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(describedElement).toHaveAccessibleDescription(message);
  expect(shownOutsideSummary(message)).toEqual([]);
}

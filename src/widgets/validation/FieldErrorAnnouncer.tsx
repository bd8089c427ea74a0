import '@mantine/core/styles/VisuallyHidden.css';
import { VisuallyHidden } from '@mantine/core';
import type { FieldAnnouncement } from './useFormFeedback';

/**
 * Reads out the error a field got when the shopper left it. The inline message alone is not heard:
 * focus has moved on, and spec §5 clears the message once the field has focus again.
 *
 * A polite live region that is in the page from the start, with only its text changing: NVDA and
 * VoiceOver both announce that reliably, whereas a role="alert" message that is inserted together with
 * its text is missed by VoiceOver at times and, being assertive, would cut off the name of the field
 * focus has just moved to. Polite lets that name be read first, then the error.
 */
export function FieldErrorAnnouncer({ message, sequence }: FieldAnnouncement) {
  return (
    <VisuallyHidden role="status">
      {/* A new node for every announcement, so that the same message twice in a row is read twice. */}
      <span key={sequence}>{message}</span>
    </VisuallyHidden>
  );
}

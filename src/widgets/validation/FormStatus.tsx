import '@mantine/core/styles/VisuallyHidden.css';
import { VisuallyHidden } from '@mantine/core';
import { memo } from 'react';
import { useI18n } from '../../i18n/useI18n';
import type { FieldAnnouncement } from './useFormFeedback';

export interface FormStatusProps extends FieldAnnouncement {
  /** While the form sends: said once, instead of any field's message @default false */
  sending?: boolean;
  /** The page said the form is sending before its code took over (announced-submit.ts): said no second time @default false */
  sendingAnnounced?: boolean;
}

/**
 * The form's status region. It reads out the error a field got when the shopper left it: the inline
 * message alone is not heard, focus has moved on, and spec §5 clears the message once the field has
 * focus again. And it says once that the form is sending: the busy button's changed name is not
 * read out by itself, and its aria-busy may keep screen readers from reading it at all.
 *
 * A polite live region that is in the page from the start, with only its text changing: NVDA and
 * VoiceOver both announce that reliably, whereas a role="alert" message that is inserted together with
 * its text is missed by VoiceOver at times and, being assertive, would cut off the name of the field
 * focus has just moved to. Polite lets that name be read first, then the error.
 */
export const FormStatus = memo(function FormStatus({ message, sequence, sending = false, sendingAnnounced = false }: FormStatusProps) {
  const { LL } = useI18n();
  return (
    <VisuallyHidden role="status">
      {/* A new node for every announcement, so that the same message twice in a row is read twice. */}
      {sending ? !sendingAnnounced && <span key="sending">{LL.widgets.button.loading()}</span> : <span key={sequence}>{message}</span>}
    </VisuallyHidden>
  );
});

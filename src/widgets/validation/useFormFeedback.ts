import { useState, type ReactNode } from 'react';

/** A field's error as the error summary lists it. */
export interface SummaryError {
  path: string;
  message: ReactNode;
}

/** What the error summary shows, a key that changes with every failed submit, and whether that submit's summary takes focus. */
export interface SummaryState {
  errors: readonly SummaryError[];
  revealKey: number;
  takeFocus: boolean;
}

/** The last error a field got when the shopper left it; the sequence tells a repeated message apart. */
export interface FieldAnnouncement {
  message: ReactNode;
  sequence: number;
}

/**
 * The feedback of a form beyond its inline messages (the GOV.UK error pattern): a summary made at a
 * failed submit, and the message a field gets on blur, for a live region. The inline message of spec
 * §5 clears on focus; the summary keeps a field until the shopper leaves it with a valid value.
 */
export function useFormFeedback() {
  const [summary, setSummary] = useState<SummaryState>({ errors: [], revealKey: 0, takeFocus: true });
  const [announcement, setAnnouncement] = useState<FieldAnnouncement>({ message: null, sequence: 0 });

  const submitFailed = (errors: readonly SummaryError[], takeFocus = true) => {
    setSummary(({ revealKey }) => ({ errors, revealKey: revealKey + 1, takeFocus }));
    // The summary speaks for every field now; a field's message from the same moment would repeat it.
    setAnnouncement(({ sequence }) => ({ message: null, sequence: sequence + 1 }));
  };

  const fieldLeft = (path: string, message: ReactNode) => {
    setSummary((before) => {
      if (!before.errors.some((error) => error.path === path)) return before;
      const errors = message
        ? before.errors.map((error) => (error.path === path ? { path, message } : error))
        : before.errors.filter((error) => error.path !== path);
      return { ...before, errors };
    });
    if (message) setAnnouncement(({ sequence }) => ({ message, sequence: sequence + 1 }));
  };

  const clear = () => {
    setSummary(({ revealKey, takeFocus }) => ({ errors: [], revealKey, takeFocus }));
    setAnnouncement(({ sequence }) => ({ message: null, sequence: sequence + 1 }));
  };

  return { summary, announcement, submitFailed, fieldLeft, clear };
}

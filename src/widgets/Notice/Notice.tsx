// Mantine's stylesheets rely on their order: the ones a component builds on come first.
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Alert.css';
import { Alert, type AlertProps } from '@mantine/core';
import { useRef } from 'react';
import { useI18n } from '../../i18n/useI18n';
import { DEFAULT_TEXT_ALIGN } from '../layout';
import classes from './Notice.module.css';
import { NoticeIcon } from './NoticeIcon';
import { NOTICE_COLORS, noticeRole, type NoticeVariant } from './noticeVariants';
import { useRevealInView } from './useRevealInView';

export interface NoticeProps
  extends Omit<AlertProps, 'variant' | 'color' | 'icon' | 'role' | 'withCloseButton' | 'closeButtonLabel' | 'classNames'> {
  /** Kind of message: its colour, its icon and how urgently screen readers announce it @default 'info' */
  variant?: NoticeVariant;
  /** Called by the close button; without it the notice has no close button */
  onClose?: () => void;
  /** Scrolls the notice into view when it appears and when `revealKey` changes @default false */
  scrollIntoView?: boolean;
  /** Moves keyboard focus to the notice when it appears and when `revealKey` changes @default false */
  focusOnReveal?: boolean;
  /** A new value reveals the notice again (scroll, focus), e.g. a key changed on every submit */
  revealKey?: string | number;
}

/** A notification of spec §4: info, success, warning or error, announced to screen readers. */
export function Notice({ variant = 'info', onClose, scrollIntoView = false, focusOnReveal = false, revealKey, ...others }: NoticeProps) {
  const { LL } = useI18n();
  const ref = useRef<HTMLDivElement>(null);
  useRevealInView(ref, { scroll: scrollIntoView, focus: focusOnReveal }, revealKey);
  return (
    <Alert
      ta={DEFAULT_TEXT_ALIGN}
      {...others}
      ref={ref}
      tabIndex={focusOnReveal ? -1 : undefined}
      variant="light"
      color={NOTICE_COLORS[variant]}
      icon={<NoticeIcon variant={variant} />}
      role={noticeRole(variant)}
      classNames={{ title: classes.title }}
      withCloseButton={onClose !== undefined}
      onClose={onClose}
      closeButtonLabel={LL.widgets.notification.close()}
    />
  );
}

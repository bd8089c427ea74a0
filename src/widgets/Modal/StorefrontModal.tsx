// Mantine's stylesheets rely on their order: the ones a component builds on come first.
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Modal, type MantineSize, type ModalProps } from '@mantine/core';
import { useI18n } from '../../i18n/useI18n';
import { DEFAULT_TEXT_ALIGN } from '../layout';

/** The modal sizes of spec §9. */
export type ModalSize = 'S' | 'M' | 'L';

/** Mantine's width for each size: S 380px, M 440px, L 620px at the default scale. */
export const MODAL_SIZES: Record<ModalSize, MantineSize> = { S: 'sm', M: 'md', L: 'lg' };

export type StorefrontModalProps = Omit<ModalProps, 'size' | 'closeButtonProps'> & {
  /** Width of the dialog @default 'M' */
  size?: ModalSize;
  /** Accessible name of the close button @default the translation of widgets.modal.close */
  closeButtonLabel?: string;
};

/** Mantine's Modal in the sizes S, M and L. */
export function StorefrontModal({ size = 'M', closeButtonLabel, ...others }: StorefrontModalProps) {
  const { LL } = useI18n();
  return (
    <Modal
      ta={DEFAULT_TEXT_ALIGN}
      {...others}
      size={MODAL_SIZES[size]}
      closeButtonProps={{ 'aria-label': closeButtonLabel ?? LL.widgets.modal.close() }}
    />
  );
}

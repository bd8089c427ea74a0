export { MODAL_SIZES, StorefrontModal, type ModalSize, type StorefrontModalProps } from './StorefrontModal';

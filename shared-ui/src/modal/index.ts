export { Modal, type ModalProps } from './Modal';
export { Sheet, type SheetProps } from './Sheet';

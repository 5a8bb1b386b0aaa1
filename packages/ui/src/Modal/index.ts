export { Modal } from './Modal.tsx';
export type {
  ModalCloseProps,
  ModalContentProps,
  ModalDescriptionProps,
  ModalFooterProps,
  ModalRootProps,
  ModalSize,
  ModalTitleProps,
  ModalTriggerProps,
} from './Modal.tsx';

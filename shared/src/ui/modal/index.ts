// `@survey/shared/ui/modal`, one federated singleton: the modal dialog and the hooks it is made of
// (focus trap, scroll lock, Escape), which other overlays can use too.
export { Modal, type ModalProps } from './modal';
export { useFocusTrap, type FocusTrapOptions } from './use-focus-trap';
export { useScrollLock } from './use-scroll-lock';
export { useEscapeKey, type EscapeKeyOptions } from './use-escape-key';

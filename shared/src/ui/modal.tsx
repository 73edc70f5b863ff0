import { createContext, useContext, useEffect, useId, useMemo, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled, { keyframes } from 'styled-components';
import { Button } from './button';

export interface ModalProps {
  open: boolean;
  title?: ReactNode;
  /** Called by the close button, Esc and a backdrop click. */
  onClose: () => void;
  /**
   * Footer content. When absent and `onOk` is given: 取消 + 确定 buttons. `null` shows no footer.
   */
  footer?: ReactNode;
  children?: ReactNode;
  /** Shows the default footer's 确定 button, calling this. */
  onOk?: () => void;
  okText?: string;
  cancelText?: string;
  /** Loading state of the default 确定 button. */
  confirmLoading?: boolean;
  /** Width in px (or any CSS length). Default 480. */
  width?: number | string;
  /** Shows the × button. Default true. */
  closable?: boolean;
  /** A backdrop click closes. Default true. */
  maskClosable?: boolean;
  /** Esc closes. Default true. */
  keyboard?: boolean;
  className?: string;
}

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const popIn = keyframes`from { opacity: 0; transform: translateY(-12px) scale(0.98); } to { opacity: 1; transform: none; }`;

const Mask = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  display: flex;
  align-items: flex-start;
  justify-content: center;
  padding: 12vh 16px 24px;
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.mask};
  animation: ${fadeIn} 0.2s ease-out;
`;

const Dialog = styled.div<{ $width: string }>`
  position: relative;
  width: 100%;
  max-width: ${({ $width }) => $width};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.popover};
  animation: ${popIn} 0.2s ease-out;
  &:focus { outline: none; }
`;

const Header = styled.div`
  padding: 20px 56px 0 24px;
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: 600;
  line-height: 1.5;
  color: ${({ theme }) => theme.colors.text};
`;

const Body = styled.div`
  padding: 16px 24px 24px;
  font-size: ${({ theme }) => theme.fontSize.md};
  color: ${({ theme }) => theme.colors.textSecondary};
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 12px;
  padding: 0 24px 24px;
`;

const Close = styled.button`
  position: absolute;
  top: 16px;
  right: 16px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  color: ${({ theme }) => theme.colors.textMuted};
  background: transparent;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  &:hover { color: ${({ theme }) => theme.colors.text}; background: ${({ theme }) => theme.colors.divider}; }
`;

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface OpenModal {
  /** True while a modal rendered inside this one is open. */
  hasOpenChild: () => boolean;
}
/** Open modals in opening order. Esc closes the last one that has no open modal inside it. */
const openStack: OpenModal[] = [];

/** Lets a modal rendered inside another tell its parent it is open (effects run child first). */
const ParentModalContext = createContext<{ register: () => () => void } | null>(null);

function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE));
}

/**
 * A modal dialog in a portal on document.body: role="dialog", aria-modal, labelled by its title.
 * Focus moves into it on open (first field, else the dialog), Tab stays inside, and goes back
 * to where it was on close. Esc and a backdrop click call onClose. Page scroll is locked.
 */
export function Modal({
  open,
  title,
  onClose,
  footer,
  children,
  onOk,
  okText = '确定',
  cancelText = '取消',
  confirmLoading = false,
  width = 480,
  closable = true,
  maskClosable = true,
  keyboard = true,
  className,
}: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const pressedInside = useRef(false);
  const openChildren = useRef(0);
  const parent = useContext(ParentModalContext);
  const childRegistry = useMemo(
    () => ({
      register: () => {
        openChildren.current += 1;
        return () => {
          openChildren.current -= 1;
        };
      },
    }),
    [],
  );
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    if (!open) return;
    const unregister = parent?.register();
    const entry: OpenModal = { hasOpenChild: () => openChildren.current > 0 };
    openStack.push(entry);
    const onDocumentKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || !keyboard) return;
      const top = [...openStack].reverse().find((candidate) => !candidate.hasOpenChild());
      if (top !== entry) return;
      event.stopPropagation();
      onCloseRef.current();
    };
    document.addEventListener('keydown', onDocumentKeyDown);
    return () => {
      document.removeEventListener('keydown', onDocumentKeyDown);
      openStack.splice(openStack.indexOf(entry), 1);
      unregister?.();
    };
  }, [open, keyboard, parent]);

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    const dialog = dialogRef.current;
    // A modal opened inside this one in the same commit has taken focus already.
    if (dialog && openChildren.current === 0 && !dialog.contains(document.activeElement)) {
      const inputs = dialog.querySelectorAll<HTMLElement>('input:not([disabled]):not([type="hidden"]), textarea:not([disabled]), select:not([disabled]), [autofocus]');
      (inputs[0] ?? dialog).focus();
    }
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      if (previous && typeof previous.focus === 'function' && document.contains(previous)) previous.focus();
    };
  }, [open]);

  if (!open || typeof document === 'undefined') return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Tab' && dialogRef.current) {
      const items = focusables(dialogRef.current);
      if (items.length === 0) {
        event.preventDefault();
        dialogRef.current.focus();
        return;
      }
      const first = items[0];
      const last = items[items.length - 1];
      const current = document.activeElement;
      if (event.shiftKey && (current === first || current === dialogRef.current)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && current === last) {
        event.preventDefault();
        first.focus();
      }
    }
  };

  // A press that starts inside the dialog (e.g. selecting text) and ends on the mask does not close it.
  const onMaskMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    pressedInside.current = event.target !== event.currentTarget;
  };
  const onMaskClick = (event: MouseEvent<HTMLDivElement>) => {
    const fromMask = event.target === event.currentTarget && !pressedInside.current;
    pressedInside.current = false;
    if (fromMask && maskClosable) onClose();
  };

  const resolvedFooter =
    footer !== undefined ? footer : onOk ? (
      <>
        <Button variant="secondary" onClick={onClose}>
          {cancelText}
        </Button>
        <Button loading={confirmLoading} onClick={onOk}>
          {okText}
        </Button>
      </>
    ) : null;

  const hasTitle = title !== undefined && title !== null && title !== '';

  return createPortal(
    <ParentModalContext.Provider value={childRegistry}>
      <Mask data-testid="modal-mask" onMouseDown={onMaskMouseDown} onClick={onMaskClick} onKeyDown={onKeyDown}>
        <Dialog
          ref={dialogRef}
          role="dialog"
          aria-modal="true"
          aria-labelledby={hasTitle ? titleId : undefined}
          tabIndex={-1}
          $width={typeof width === 'number' ? `${width}px` : width}
          className={className}
        >
          {hasTitle && (
            <Header>
              <Title id={titleId}>{title}</Title>
            </Header>
          )}
          {closable && (
            <Close type="button" aria-label="关闭" onClick={onClose}>
              <svg width="16" height="16" viewBox="0 0 16 16" stroke="currentColor" strokeWidth="1.6" aria-hidden="true">
                <path d="M3 3l10 10M13 3L3 13" />
              </svg>
            </Close>
          )}
          <Body style={hasTitle ? undefined : { paddingTop: 24 }}>{children}</Body>
          {resolvedFooter !== null && resolvedFooter !== false && <Footer>{resolvedFooter}</Footer>}
        </Dialog>
      </Mask>
    </ParentModalContext.Provider>,
    document.body,
  );
}

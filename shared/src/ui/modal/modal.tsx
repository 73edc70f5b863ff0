import { useId, useRef, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Button, ScopedPortalContent } from '@survey/shared/ui';
import { ModalStackProvider, useModalStack } from './modal-stack';
import { Body, Close, Dialog, Footer, Header, Mask, Title } from './modal-styles';
import { useEscapeKey } from './use-escape-key';
import { useFocusTrap } from './use-focus-trap';
import { useScrollLock } from './use-scroll-lock';

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

/**
 * A modal dialog in a portal on document.body: role="dialog", aria-modal, labelled by its title.
 * Focus moves into it on open (first field, else the dialog), Tab stays inside, and goes back
 * to where it was on close. Esc (on the top modal only) and a backdrop click call onClose.
 * Page scroll is locked.
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
  const stack = useModalStack(open);
  useEscapeKey(onClose, { enabled: open && keyboard, isTarget: stack.isTop });
  useFocusTrap(dialogRef, open, { shouldFocusIn: () => !stack.hasOpenChild() });
  useScrollLock(open);

  if (!open || typeof document === 'undefined') return null;

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
    footer !== undefined ? (
      footer
    ) : onOk ? (
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

  // On document.body, out of an area's styled element: ScopedPortalContent brings its styles along.
  return createPortal(
    <ModalStackProvider value={stack.childRegistry}>
      <ScopedPortalContent>
        <Mask data-testid="modal-mask" onMouseDown={onMaskMouseDown} onClick={onMaskClick}>
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
      </ScopedPortalContent>
    </ModalStackProvider>,
    document.body,
  );
}

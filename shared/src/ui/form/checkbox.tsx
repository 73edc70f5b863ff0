import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { TapArea } from './tap-area';

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'size'> {
  /** Text beside the box (or pass children). */
  label?: ReactNode;
  children?: ReactNode;
  className?: string;
}

const Root = styled.label<{ $disabled: boolean }>`
  position: relative;
  display: inline-flex;
  align-items: flex-start;
  gap: 8px;
  font-size: ${({ theme }) => theme.fontSize.md};
  line-height: 20px;
  color: ${({ theme, $disabled }) => ($disabled ? theme.colors.textMuted : theme.colors.text)};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  user-select: none;
  /* A 44px-high tap area on phones without moving the text. */
  ${({ theme }) => theme.media.phone} {
    padding: 12px 0;
    margin: -12px 0;
  }
`;

const BoxArea = styled(TapArea)`
  margin-top: 2px;
`;

const NativeBox = styled.input`
  width: 16px;
  height: 16px;
  opacity: 0;
  cursor: inherit;
`;

const Box = styled.span`
  /* Drawn over the native box: clicks must reach the input underneath. */
  pointer-events: none;
  position: absolute;
  inset: 0;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  color: #fff;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  transition:
    background-color 0.15s,
    border-color 0.15s;

  svg {
    opacity: 0;
  }
  ${NativeBox}:checked + & {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
  }
  ${NativeBox}:checked + & svg {
    opacity: 1;
  }
  ${NativeBox}:focus-visible + & {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
  ${NativeBox}:disabled + & {
    background: ${({ theme }) => theme.colors.disabledBg};
    opacity: 0.6;
  }
  ${Root}:hover ${NativeBox}:not(:disabled) + & {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

/** A native checkbox with a custom box, wrapped in its `<label>`. */
export function Checkbox({ label, children, className, disabled, style, ...rest }: CheckboxProps) {
  return (
    <Root className={className} style={style} $disabled={!!disabled}>
      <BoxArea>
        <NativeBox {...rest} type="checkbox" disabled={disabled} />
        <Box aria-hidden="true">
          <svg width="10" height="10" viewBox="0 0 12 12" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M2 6.5l2.5 2.5L10 3.5" />
          </svg>
        </Box>
      </BoxArea>
      {(label ?? children) !== undefined && <span>{label ?? children}</span>}
    </Root>
  );
}

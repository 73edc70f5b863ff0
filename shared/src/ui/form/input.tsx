import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { FormField, joinIds } from './form-field';

export interface InputProps extends Omit<ComponentPropsWithRef<'input'>, 'prefix'> {
  /** Visible label, linked to the input. Without it, pass `aria-label`. */
  label?: ReactNode;
  /** Error message under the field (red); sets aria-invalid and aria-describedby. */
  error?: ReactNode;
  /** Help text under the field. */
  hint?: ReactNode;
  /** Content inside the box before the input (icon, +86…). */
  prefix?: ReactNode;
  /** Content inside the box after the input (unit, 获取验证码 CountdownButton…). */
  suffix?: ReactNode;
  /** Class of the outer field (label + box + message). */
  className?: string;
}

export const InputBox = styled.div<{ $invalid: boolean; $disabled: boolean }>`
  display: flex;
  align-items: center;
  gap: 8px;
  height: 44px;
  padding: 0 12px;
  background: ${({ theme, $disabled }) => ($disabled ? theme.colors.disabledBg : theme.colors.surface)};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.md};
  transition:
    border-color 0.2s,
    box-shadow 0.2s;
  ${({ theme }) => theme.media.tabletUp} {
    height: 40px;
  }

  &:hover {
    border-color: ${({ theme, $invalid, $disabled }) =>
      $invalid ? theme.colors.danger : $disabled ? theme.colors.border : theme.colors.primary};
  }
  &:focus-within {
    border-color: ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.primary)};
    box-shadow: 0 0 0 2px ${({ theme, $invalid }) => ($invalid ? theme.colors.dangerSoft : theme.colors.primarySoft)};
  }
`;

export const InputAffix = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSize.md};
`;

export const BareInput = styled.input`
  flex: 1;
  min-width: 0;
  height: 100%;
  padding: 0;
  /* 16px on phones: iOS zooms the page into any field with a smaller font. */
  font-size: ${({ theme }) => theme.fontSize.lg};
  color: ${({ theme }) => theme.colors.text};
  background: transparent;
  ${({ theme }) => theme.media.tabletUp} {
    font-size: ${({ theme }) => theme.fontSize.md};
  }
  border: 0;
  outline: none;

  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &:disabled {
    cursor: not-allowed;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** A labelled text input; every native input prop (and React 19 `ref`) reaches the `<input>`. */
export function Input({
  label,
  error,
  hint,
  prefix,
  suffix,
  id,
  className,
  required,
  disabled,
  type = 'text',
  'aria-describedby': describedBy,
  ...rest
}: InputProps) {
  const invalid = error !== undefined && error !== null && error !== false && error !== '';
  return (
    <FormField label={label} htmlFor={id} error={error} hint={hint} required={required} className={className}>
      {(control) => (
        <InputBox $invalid={invalid} $disabled={!!disabled}>
          {prefix !== undefined && prefix !== null && <InputAffix>{prefix}</InputAffix>}
          <BareInput
            {...rest}
            type={type}
            id={control.id}
            required={required}
            disabled={disabled}
            aria-invalid={control['aria-invalid'] ?? rest['aria-invalid']}
            aria-describedby={joinIds(control['aria-describedby'], describedBy)}
          />
          {suffix !== undefined && suffix !== null && <InputAffix>{suffix}</InputAffix>}
        </InputBox>
      )}
    </FormField>
  );
}

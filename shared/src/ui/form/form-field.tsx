import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

/** The props a control receives from FormField's render function, wiring it to label and messages. */
export interface FieldControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  'aria-required'?: true;
}

export interface FormFieldProps {
  label?: ReactNode;
  /** Id of the control; generated when absent (read it from the render function). */
  htmlFor?: string;
  /** Error message, shown under the control in red; replaces the hint. */
  error?: ReactNode;
  /** Help text under the control. */
  hint?: ReactNode;
  /** Shows a red asterisk and marks the control aria-required. */
  required?: boolean;
  className?: string;
  /** A control, or a function receiving the id and aria props to spread on it. */
  children: ReactNode | ((control: FieldControlProps) => ReactNode);
}

export const FieldRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  margin-bottom: 18px;
`;

export const FieldLabel = styled.label`
  font-size: ${({ theme }) => theme.fontSize.md};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 500;
  line-height: 1.4;
`;

const Required = styled.span`
  margin-right: 4px;
  color: ${({ theme }) => theme.colors.danger};
`;

export const FieldError = styled.div`
  font-size: ${({ theme }) => theme.fontSize.xs};
  line-height: 1.5;
  color: ${({ theme }) => theme.colors.danger};
`;

export const FieldHint = styled.div`
  font-size: ${({ theme }) => theme.fontSize.xs};
  line-height: 1.5;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Label + control + error/hint, with the aria wiring (aria-invalid, aria-describedby). */
export function FormField({ label, htmlFor, error, hint, required, className, children }: FormFieldProps) {
  const generated = useId();
  const id = htmlFor ?? `field${generated}`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const hasHint = !hasError && hint !== undefined && hint !== null && hint !== false && hint !== '';
  const control: FieldControlProps = {
    id,
    ...(hasError ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : {}),
    ...(hasHint ? { 'aria-describedby': hintId } : {}),
    ...(required ? { 'aria-required': true as const } : {}),
  };
  return (
    <FieldRoot className={className}>
      {label !== undefined && label !== null && (
        <FieldLabel htmlFor={id}>
          {required && <Required aria-hidden="true">*</Required>}
          {label}
        </FieldLabel>
      )}
      {typeof children === 'function' ? children(control) : children}
      {hasError && <FieldError id={errorId}>{error}</FieldError>}
      {hasHint && <FieldHint id={hintId}>{hint}</FieldHint>}
    </FieldRoot>
  );
}

/** Joins aria id lists, dropping empty parts. */
export function joinIds(...ids: (string | undefined | null | false)[]): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined || undefined;
}

import { useState } from 'react';
import styled from 'styled-components';
import { Input, type InputProps } from './input';

export type PasswordInputProps = Omit<InputProps, 'type'>;

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  padding: 4px;
  color: ${({ theme }) => theme.colors.textMuted};
  background: transparent;
  border: 0;
  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
  /* Square on phones: a rounded corner is cut out of the hit area, so a tap on the 44px square's corner
     missed the toggle and fell through to the page. */
  ${({ theme }) => theme.media.tabletUp} {
    border-radius: ${({ theme }) => theme.radius.sm};
  }
  ${({ theme }) => theme.media.phone} {
    padding: 14px;
    margin-right: -10px;
  }
`;

function EyeIcon({ open }: { open: boolean }) {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {!open && <path d="M4 4l16 16" />}
    </svg>
  );
}

/** Input of type password with a 显示/隐藏 toggle (the toggle keeps any extra `suffix` before it). */
export function PasswordInput({ suffix, autoComplete = 'current-password', ...props }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <Input
      {...props}
      autoComplete={autoComplete}
      type={visible ? 'text' : 'password'}
      suffix={
        <>
          {suffix}
          <Toggle type="button" aria-label={visible ? '隐藏密码' : '显示密码'} aria-pressed={visible} onClick={() => setVisible((v) => !v)}>
            <EyeIcon open={visible} />
          </Toggle>
        </>
      }
    />
  );
}

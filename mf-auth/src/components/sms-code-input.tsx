import styled from 'styled-components';
import { CountdownButton, Input, type InputProps } from '@survey/shared/ui/form';
import { SmsCheckStatus } from './sms-check-status';
import { ShieldIcon } from './icons';
import type { SmsScene } from '@survey/contract';
import { useSendSms } from '../hooks/use-send-sms';

export const RESEND_SECONDS = 60;

// The divider is a short centred line, not a border: on phones the button's own box is a 44px tap target
// as tall as the field, and a border would run into the field's edges.
const SendButton = styled(CountdownButton)`
  min-width: 88px;
  padding-left: 12px;
  background: linear-gradient(${({ theme }) => theme.colors.border}, ${({ theme }) => theme.colors.border}) left center / 1px 16px no-repeat;
  border-radius: 0;
  &:hover:not(:disabled) {
    text-decoration: none;
  }
`;

export interface SmsCodeInputProps extends Omit<InputProps, 'prefix' | 'suffix' | 'type'> {
  scene: SmsScene;
  /** The number the code goes to. */
  mobile: string;
  /** Called with the message when the number is not valid (no code is sent). */
  onMobileError: (message: string) => void;
}

/**
 * The 6-digit code field with its 获取验证码 button and the 60 s resend countdown; above it, when the
 * API asks for its check, the check's progress (or why it failed).
 */
export function SmsCodeInput({ scene, mobile, onMobileError, disabled, ...props }: SmsCodeInputProps) {
  const { send, check } = useSendSms(scene, onMobileError);
  return (
    <>
      <SmsCheckStatus state={check.state} />
      <Input
        aria-label="验证码"
        placeholder="请输入6位验证码"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        {...props}
        disabled={disabled}
        prefix={<ShieldIcon />}
        suffix={
          <SendButton
            seconds={RESEND_SECONDS}
            disabled={disabled}
            onSend={() => send(mobile)}
            text="获取验证码"
            runningText={(remaining) => `重新发送(${remaining}s)`}
          />
        }
      />
    </>
  );
}

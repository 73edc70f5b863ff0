import { useState } from 'react';
import { Button, type ButtonProps } from '@survey/shared/ui';
import { useCountdown } from './use-countdown';

export interface CountdownButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  /** Seconds before the member may ask again. Default 60. */
  seconds?: number;
  /** Sends the code. The countdown starts unless it returns/resolves `false` or throws. */
  onSend: () => unknown;
  /** Default 获取验证码. */
  text?: string;
  /** Label while counting. Default `${n}秒后重新获取`. */
  runningText?: (remaining: number) => string;
}

/** The 获取验证码 button for an Input `suffix`: calls onSend, then counts down before it can resend. */
export function CountdownButton({
  seconds = 60,
  onSend,
  text = '获取验证码',
  runningText = (n) => `${n}秒后重新获取`,
  variant = 'link',
  disabled,
  ...rest
}: CountdownButtonProps) {
  const { remaining, running, start } = useCountdown(seconds);
  const [sending, setSending] = useState(false);
  const handleClick = async () => {
    setSending(true);
    try {
      const result = await onSend();
      if (result !== false) start();
    } catch {
      // The caller has shown what went wrong; the member may try again at once.
    } finally {
      setSending(false);
    }
  };
  return (
    <Button {...rest} variant={variant} loading={sending} disabled={disabled || running} onClick={handleClick}>
      {running ? runningText(remaining) : text}
    </Button>
  );
}

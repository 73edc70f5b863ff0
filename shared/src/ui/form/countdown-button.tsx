import { useState } from 'react';
import { Button, type ButtonProps } from '@survey/shared/ui';
import type { ApiError } from '../../platform-contract';
import { useCountdown } from './use-countdown';

export interface CountdownButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  /** Seconds before the member may ask again when the send does not say. Default 60. */
  seconds?: number;
  /**
   * Sends the code. Resolving a number counts down from it (the API's `retryAfter`); `false` or a throw
   * starts nothing, except a refusal that names its wait (`ApiError.retryAfter`, a 1004 inside the last
   * code's minute), which counts down from that. Anything else counts down from `seconds`.
   */
  onSend: () => unknown;
  /** Default 获取验证码. */
  text?: string;
  /** Label while counting. Default `${n}秒后重新获取`. */
  runningText?: (remaining: number) => string;
}

/** The wait a refused send named, read by shape: the error class lives in another shared entry. */
function waitNamedBy(error: unknown): number | undefined {
  const seconds = (error as Partial<ApiError> | null)?.retryAfter;
  return typeof seconds === 'number' && seconds > 0 ? seconds : undefined;
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
      if (typeof result === 'number') start(result);
      else if (result !== false) start();
    } catch (error) {
      // The caller has shown what went wrong; the member may try again at once unless the server named a wait.
      const wait = waitNamedBy(error);
      if (wait !== undefined) start(wait);
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

import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Input } from '@survey/shared/ui/form';
import type { SmsCaptcha } from '../hooks/use-sms-captcha';

const Picture = styled.button`
  display: inline-flex;
  padding: 0;
  margin-left: 8px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  cursor: pointer;
  img {
    display: block;
    width: 96px;
    height: 36px;
  }
`;

/**
 * The picture captcha the API asks for before another code leaves a busy network: the picture (an
 * image, so nothing in it runs), the answer field, and a new picture on a click. Focus moves to the
 * field when it appears, so the member knows what is asked.
 */
export function CaptchaField({ captcha, disabled }: { captcha: SmsCaptcha; disabled?: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  const { challenge, answer, error, setAnswer, setError, load } = captcha;
  const id = challenge?.captchaId;
  useEffect(() => {
    if (id) input.current?.focus();
  }, [id]);
  if (!challenge) return null;
  return (
    <Input
      ref={input}
      aria-label="图形验证码"
      placeholder="请输入图中字符"
      autoComplete="off"
      autoCapitalize="off"
      spellCheck={false}
      maxLength={8}
      value={answer}
      disabled={disabled}
      error={error}
      hint={error ? undefined : '当前网络请求较多：输入图中字符后，再获取短信验证码'}
      onChange={(event) => {
        setAnswer(event.target.value);
        if (error) setError('');
      }}
      suffix={
        <Picture type="button" aria-label="看不清，换一张" title="看不清，换一张" onClick={() => void load().catch(() => undefined)}>
          <img src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(challenge.svg)}`} alt="图形验证码" />
        </Picture>
      }
    />
  );
}

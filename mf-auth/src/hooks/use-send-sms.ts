import { useCallback } from 'react';
import { isApiError, usePlatform } from '@survey/shared';
import { validateMobile } from '../lib/validators';
import type { SmsScene } from '@survey/contract';
import { CAPTCHA_INVALID, CAPTCHA_REQUIRED } from '../lib/api/post-captcha';
import { postSmsSend } from '../lib/api/post-sms-send';
import { useSmsCaptcha } from './use-sms-captcha';

/**
 * Sends the code for `scene`. Resolves false (no countdown) when the mobile is invalid, after
 * reporting it, and when the API asks for a picture captcha (shown by `captcha`; the member answers
 * it and sends again); any other failure rejects (the client has shown the server's message).
 */
export function useSendSms(scene: SmsScene, onMobileError: (message: string) => void) {
  const { http, notify } = usePlatform();
  const captcha = useSmsCaptcha();
  const { challenge, answer, setError, load, clear } = captcha;
  const send = useCallback(
    async (mobile: string): Promise<boolean> => {
      const message = validateMobile(mobile);
      if (message) {
        onMobileError(message);
        return false;
      }
      if (challenge && !answer.trim()) {
        setError('请输入图形验证码');
        return false;
      }
      const solved = challenge ? { captchaId: challenge.captchaId, captchaCode: answer.trim() } : {};
      try {
        await postSmsSend(http, { mobile: mobile.trim(), scene, ...solved });
      } catch (error) {
        // The client has shown why (当前网络请求较多… / 图形验证码错误…); a new picture is the way on.
        if (isApiError(error) && (error.code === CAPTCHA_REQUIRED || error.code === CAPTCHA_INVALID)) {
          await load();
          return false;
        }
        throw error;
      }
      clear();
      notify.success('验证码已发送，请注意查收');
      return true;
    },
    [http, notify, scene, onMobileError, challenge, answer, setError, load, clear],
  );
  return { send, captcha };
}

import { useCallback } from 'react';
import { isApiError, usePlatform } from '@survey/shared';
import { validateMobile } from '../lib/validators';
import type { SmsScene } from '@survey/contract';
import { CHECK_REQUIRED } from '../lib/api/post-sms-challenge';
import { postSmsSend } from '../lib/api/post-sms-send';
import { useSmsCheck } from './use-sms-check';

const checkRequired = (error: unknown) => isApiError(error) && error.code === CHECK_REQUIRED;
/**
 * The check (1017) is a step of sending, not a failure: its progress, or why it failed, shows above the field
 * (SmsCheckStatus, a neutral status), so no red error toast repeats it over the form's title.
 */
const CHECK_SHOWN_INLINE = { inlineErrors: [CHECK_REQUIRED] };

/**
 * Sends the code for `scene`; resolves the seconds until another may go (the countdown's start, from the
 * API). Resolves false (no countdown) when the mobile is invalid, after
 * reporting it, and when the API's check (1017) could not be passed (shown by `check`; the member
 * sends again); any other failure rejects (the client has shown the server's message).
 */
export function useSendSms(scene: SmsScene, onMobileError: (message: string) => void) {
  const { http, notify } = usePlatform();
  const check = useSmsCheck();
  const { prove, fail, clear } = check;
  const send = useCallback(
    async (mobile: string): Promise<number | false> => {
      const message = validateMobile(mobile);
      if (message) {
        onMobileError(message);
        return false;
      }
      const body = { mobile: mobile.trim(), scene };
      clear();
      let sent: { retryAfter: number };
      try {
        sent = await postSmsSend(http, body, CHECK_SHOWN_INLINE);
      } catch (error) {
        if (!checkRequired(error)) throw error;
        // Many codes left this network: the browser proves its work, then the send goes again.
        const proof = await prove();
        if (!proof) return false;
        try {
          sent = await postSmsSend(http, { ...body, proof }, CHECK_SHOWN_INLINE);
        } catch (again) {
          if (!checkRequired(again)) {
            clear();
            throw again;
          }
          fail();
          return false;
        }
        clear();
      }
      notify.success('验证码已发送，请注意查收');
      return sent.retryAfter;
    },
    [http, notify, scene, onMobileError, prove, fail, clear],
  );
  return { send, check };
}

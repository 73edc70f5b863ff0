import { useCallback } from 'react';
import { usePlatform } from '@survey/shared';
import { validateMobile } from '../lib/validators';
import type { SmsScene } from '@survey/contract';
import { postSmsSend } from '../lib/api/post-sms-send';

/**
 * Sends the code for `scene`. Resolves false (no countdown) when the mobile is invalid, after
 * reporting it; a failed call rejects (the client has shown the server's message).
 */
export function useSendSms(scene: SmsScene, onMobileError: (message: string) => void) {
  const { http, notify } = usePlatform();
  return useCallback(
    async (mobile: string): Promise<boolean> => {
      const message = validateMobile(mobile);
      if (message) {
        onMobileError(message);
        return false;
      }
      await postSmsSend(http, { mobile: mobile.trim(), scene });
      notify.success('验证码已发送，请注意查收');
      return true;
    },
    [http, notify, scene, onMobileError],
  );
}

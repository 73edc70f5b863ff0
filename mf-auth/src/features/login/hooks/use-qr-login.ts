import { useCallback, useEffect, useRef, useState } from 'react';
import type { LoginResult, QrCodePending, QrCodeTicket } from '@survey/contract';
import { isApiError, usePlatform } from '@survey/shared';
import { getQrcodeLogin } from '../api/get-qrcode-login';
import { getQrcodeCheck, QR_EXPIRED_CODE, QR_PENDING_CODE } from '../api/get-qrcode-check';

export const QR_POLL_MS = 2000;
/** Consecutive failed checks (network) before the code is given up. */
const MAX_FAILURES = 3;

export type QrStatus = 'loading' | 'waiting' | 'scanned' | 'expired' | 'error' | 'confirmed';

/**
 * Fetches a login QR code and polls its state every 2 s until it is confirmed (onLogin),
 * expires (1006 or past expiresAt) or the component unmounts. `refresh` starts over.
 */
export function useQrLogin(onLogin: (result: LoginResult) => void) {
  const { http } = usePlatform();
  const [ticket, setTicket] = useState<QrCodeTicket | null>(null);
  const [status, setStatus] = useState<QrStatus>('loading');
  const [round, setRound] = useState(0);
  const onLoginRef = useRef(onLogin);
  useEffect(() => {
    onLoginRef.current = onLogin;
  }, [onLogin]);

  useEffect(() => {
    let active = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const controller = new AbortController();
    let failures = 0;

    const poll = async (current: QrCodeTicket) => {
      if (!active) return;
      if (Date.now() >= current.expiresAt) {
        setStatus('expired');
        return;
      }
      try {
        const envelope = await getQrcodeCheck.envelope(http, { qrId: current.qrId }, { signal: controller.signal });
        if (!active) return;
        failures = 0;
        if (envelope.code === QR_PENDING_CODE) {
          setStatus((envelope.data as QrCodePending)?.status === 'scanned' ? 'scanned' : 'waiting');
          timer = setTimeout(() => void poll(current), QR_POLL_MS);
          return;
        }
        setStatus('confirmed');
        onLoginRef.current(envelope.data as LoginResult);
      } catch (error) {
        if (!active) return;
        if (isApiError(error) && error.code === QR_EXPIRED_CODE) {
          setStatus('expired');
          return;
        }
        failures += 1;
        if (failures >= MAX_FAILURES) setStatus('error');
        else timer = setTimeout(() => void poll(current), QR_POLL_MS);
      }
    };

    setStatus('loading');
    setTicket(null);
    getQrcodeLogin(http, {}, { signal: controller.signal }).then(
      (next) => {
        if (!active) return;
        setTicket(next);
        setStatus('waiting');
        timer = setTimeout(() => void poll(next), QR_POLL_MS);
      },
      () => {
        if (active) setStatus('error');
      },
    );

    return () => {
      active = false;
      if (timer !== undefined) clearTimeout(timer);
      controller.abort();
    };
  }, [http, round]);

  const refresh = useCallback(() => setRound((value) => value + 1), []);
  return { ticket, status, refresh };
}

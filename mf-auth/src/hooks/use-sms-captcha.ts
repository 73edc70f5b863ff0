import { useCallback, useState } from 'react';
import { usePlatform } from '@survey/shared';
import type { CaptchaChallenge } from '@survey/contract';
import { postCaptcha } from '../lib/api/post-captcha';

export interface SmsCaptcha {
  /** The picture being asked, or null while the API asks for none. */
  challenge: CaptchaChallenge | null;
  answer: string;
  error: string;
  setAnswer(answer: string): void;
  setError(error: string): void;
  /** Fetches a (new) picture and clears the answer. */
  load(): Promise<void>;
  /** The send went out: no picture until the API asks again. */
  clear(): void;
}

/** The picture captcha an SMS send needs once many codes left from the member's network this hour. */
export function useSmsCaptcha(): SmsCaptcha {
  const { http } = usePlatform();
  const [challenge, setChallenge] = useState<CaptchaChallenge | null>(null);
  const [answer, setAnswer] = useState('');
  const [error, setError] = useState('');
  const load = useCallback(async () => {
    setAnswer('');
    setError('');
    setChallenge(await postCaptcha(http));
  }, [http]);
  const clear = useCallback(() => {
    setChallenge(null);
    setAnswer('');
    setError('');
  }, []);
  return { challenge, answer, error, setAnswer, setError, load, clear };
}

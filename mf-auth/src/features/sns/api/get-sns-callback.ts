import type { HttpClient, LoginResult } from '@survey/shared';
import type { SnsProvider } from '../../../lib/providers';

export interface SnsCallbackParams { provider: SnsProvider; code: string; state: string }
export type SnsCallbackResult =
  | ({ status: 'login' } & LoginResult)
  | { status: 'bind'; snsToken: string; nickname: string; avatar: string; type: number };

/** A process call: failures are silent, the callback screen shows them in its own panel. */
export const getSnsCallback = (http: HttpClient, { provider, code, state }: SnsCallbackParams) => http.get<SnsCallbackResult>(`/v1/auth/${provider}/callback`, { params: { code, state }, process: true });

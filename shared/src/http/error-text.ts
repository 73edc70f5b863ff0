// What a failed request says to the member, in Chinese, decided once at the source: every
// ApiError's `message` comes from here, so a screen that shows one never shows axios's or the
// client's own English ("Network Error", "Request failed (500)", "Unauthorized").

export const ErrorText = {
  /** No answer at all: offline, DNS, connection refused. */
  NETWORK: '网络连接失败，请检查网络后重试',
  /** No answer in time. */
  TIMEOUT: '网络连接超时，请检查网络后重试',
  /** HTTP 5xx. */
  SERVER: '服务器开小差了，请稍后再试',
  /** Any other HTTP status than 200 (spec §8 'network error'). */
  HTTP: '网络错误，请稍后再试',
  /** 401, or a token refresh that failed. */
  UNAUTHORIZED: '登录已失效，请重新登录',
  /** The caller aborted the request (nobody is waiting for it). */
  CANCELED: '请求已取消',
} as const;

/** A failing envelope whose message is missing or not written for a member (no Chinese in it). */
export const failedText = (code: number | null) => (code === null ? '请求失败，请稍后再试' : `请求失败，请稍后再试（错误码 ${code}）`);

const CHINESE = /[\u3400-\u9fff\uff00-\uffef]/;

/** The server's message when it is one for a member, else a Chinese text for the code. */
export function envelopeText(message: string | null, code: number | null): string {
  if (message && CHINESE.test(message)) return message;
  return code === 401 ? ErrorText.UNAUTHORIZED : failedText(code);
}

/** What a request that got no answer, or an HTTP status other than 200, says. */
export function transportText({
  status,
  timedOut = false,
  canceled = false,
}: {
  status: number | null;
  timedOut?: boolean;
  canceled?: boolean;
}): string {
  if (canceled) return ErrorText.CANCELED;
  if (status === null) return timedOut ? ErrorText.TIMEOUT : ErrorText.NETWORK;
  if (status === 401) return ErrorText.UNAUTHORIZED;
  return status >= 500 ? ErrorText.SERVER : ErrorText.HTTP;
}

export { createHttpClient, type HttpClientOptions } from './http-client';
export { HttpApiError, isApiError, isRetryable } from './api-error';
export { ErrorText } from './error-text';
export { detectDeviceType, type DeviceType } from './device-type';
export { bindCall, type ApiCall, type CallInput, type CallOptions } from './bind-call';
export { encryptOnSend } from './encrypt-on-send';
export { readSeededAnswers, SEEDED_ANSWER_TTL_MS } from './seeded-answers';
export { setRsaPublicKey, rsaPublicKey } from './rsa-public-key';
export { fillPath } from './path-template';
export { judgeResponse, isSuccessCode, type Verdict, type ResponseFacts } from './response-rules';
export {
  API_BASE_URL,
  CLIENT_TYPE,
  CLIENT_VERSION,
  TOKEN_REFRESH_WINDOW_MS,
  TOKEN_REFRESH_PATH,
  ERROR_MESSAGE_DURATION_MS,
  ResponseCode,
} from './constants';

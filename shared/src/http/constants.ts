// Numbers and texts of spec sections 7-9 that the client's rules are written against.

export const API_BASE_URL = '/api';
export const CLIENT_TYPE = '2';
export const CLIENT_VERSION = '1.0.0';

/** Refresh the token when its expiry is this close (spec section 9: 90 seconds). */
export const TOKEN_REFRESH_WINDOW_MS = 90_000;
export const TOKEN_REFRESH_PATH = '/v1/auth/token/refresh';

/** How long the client's error messages stay visible (spec section 8: 2 seconds). */
export const ERROR_MESSAGE_DURATION_MS = 2000;

/** Body codes of the error catalogue (spec section 8). */
export const ResponseCode = {
  OK: 200,
  UNAUTHORIZED: 401,
  /** Returned to the caller as a normal result. */
  NORMAL_5629: 5629,
  NORMAL_5013: 5013,
  /** Rejected without a message. */
  SILENT_1060: 1060,
  SILENT_1049: 1049,
  /** An error whose message is not shown. */
  NO_MESSAGE_1105: 1105,
  /** A non-200 HTTP status carrying this code shows no 'network error'. */
  NO_NETWORK_MESSAGE_10014: 10014,
} as const;

export const NORMAL_RESULT_CODES: readonly number[] = [ResponseCode.NORMAL_5629, ResponseCode.NORMAL_5013];
export const SILENT_CODES: readonly number[] = [ResponseCode.SILENT_1060, ResponseCode.SILENT_1049];

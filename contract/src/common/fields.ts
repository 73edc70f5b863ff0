// Field schemas used by many calls. `title` is the Chinese field name the API puts in its error
// message ("手机号不能为空"), so every field that a member types carries one.
import { type Static, type TSchema, Type } from '@sinclair/typebox';

/** No control characters (NUL bytes included) in any text a member sends. */
const PRINTABLE = '^[^\\u0000-\\u001f\\u007f]*$';

export const Text = (title: string, maxLength = 256, minLength = 0) => Type.String({ title, maxLength, minLength, pattern: PRINTABLE });

/** A field encrypted with the site's RSA public key (jsencrypt, base64; line breaks allowed, as some encoders wrap). */
export const Encrypted = (title: string) =>
  Type.String({ title, minLength: 1, maxLength: 1024, pattern: '^[A-Za-z0-9+/=\\s]+$', description: 'RSA 公钥加密，base64' });

/** One of a few strings: a plain JSON-schema `enum` (one clear error, 场景不正确, and a readable OpenAPI list). */
export const StringEnum = <const T extends readonly string[]>(title: string, values: T, description?: string) =>
  Type.Unsafe<T[number]>({ type: 'string', title, enum: [...values], ...(description ? { description } : {}) });

export const Password = Type.String({
  title: '密码',
  minLength: 6,
  maxLength: 20,
  pattern: '^[\\x21-\\x7e]+$',
  description: '6-20 位字母、数字或符号',
});

/** Ids and counts: integers a database column can hold. */
export const Id = (title = 'ID') => Type.Integer({ title, minimum: 1, maximum: 2_147_483_647 });
/** Epoch milliseconds. */
export const Millis = Type.Integer({ description: '毫秒时间戳' });

export const PageQuery = {
  page: Type.Optional(Type.Integer({ title: '页码', minimum: 1, maximum: 100_000, default: 1 })),
  size: Type.Optional(Type.Integer({ title: '每页条数', minimum: 1, maximum: 100, default: 10 })),
};

/** A page of a list: `{ list, total, page, size }`. */
export const Page = <T extends TSchema>(item: T) =>
  Type.Object({ list: Type.Array(item), total: Type.Integer(), page: Type.Integer(), size: Type.Integer() });

export const Empty = Type.Null({ description: '无数据' });

/**
 * How long before the same mobile or email may be sent another code: the answer of every code send, and the
 * `data` of its 1004 when the wait is known, so each 获取验证码 counts down from the server's clock.
 */
export const RetryAfter = Type.Object(
  { retryAfter: Type.Integer({ minimum: 0, description: '再次发送前须等待的秒数' }) },
  { description: '发送成功，或 1004 时的 data：多少秒后可再次发送' },
);
export type RetryAfter = Static<typeof RetryAfter>;

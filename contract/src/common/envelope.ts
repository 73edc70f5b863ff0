import { type TSchema, Type } from '@sinclair/typebox';

/** Every JSON answer of the API: HTTP 200 with `{ code, message, data }` (also for business errors and 401). */
export const Envelope = <T extends TSchema>(data: T) =>
  Type.Object({
    code: Type.Integer({ description: '200 成功；其余见错误码表' }),
    message: Type.String(),
    data: Type.Union([data, Type.Null()]),
  });

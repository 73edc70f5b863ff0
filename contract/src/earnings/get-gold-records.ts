import { type Static, Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Id, Millis, PageQuery } from '../common/fields';

/** One row of a ledger (gold, credit or quality): the change, why, and the balance after it. */
export const LedgerRecord = Type.Object({
  id: Id(),
  change: Type.Integer(),
  reason: Type.String(),
  balance: Type.Integer({ description: '变动后余额' }),
  createdAt: Millis,
});
export type LedgerRecord = Static<typeof LedgerRecord>;

export const GoldRecordPage = Type.Object({
  balance: Type.Integer({ description: '金币余额' }),
  list: Type.Array(LedgerRecord),
  total: Type.Integer(),
  page: Type.Integer(),
  size: Type.Integer(),
  cursor: Type.Optional(Type.Integer({ description: '本页最后一行的 id，作为下一页的 cursor 传回（没有更多时不给）' })),
});
export type GoldRecordPage = Static<typeof GoldRecordPage>;

export const getGoldRecords = defineCall({
  method: 'GET',
  path: '/v1/points',
  summary: '金币余额和收支明细（新的在前，每行带变动后余额）',
  tag: 'earnings',
  auth: true,
  schemas: {
    querystring: Type.Object({
      ...PageQuery,
      // Deep pages by key: the rows older than the last one seen, found through the index, however deep.
      cursor: Type.Optional(
        Type.Integer({ title: '游标', minimum: 1, description: '上一页的 cursor：给出时取比它更早的行，不再按页码跳过' }),
      ),
    }),
    response: GoldRecordPage,
  },
});

import { type Static, Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Page, PageQuery } from '../common/fields';
import { LedgerRecord } from './get-gold-records';

export const LedgerPage = Page(LedgerRecord);
export type LedgerPage = Static<typeof LedgerPage>;

export const getCredits = defineCall({
  method: 'GET',
  path: '/v1/credits',
  summary: '权益值明细（新的在前，每行带变动后的权益值）',
  tag: 'earnings',
  auth: true,
  schemas: { querystring: Type.Object(PageQuery), response: LedgerPage },
});

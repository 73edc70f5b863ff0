import { Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { PageQuery } from '../common/fields';
import { LedgerPage } from './get-credits';

export const getQualities = defineCall({
  method: 'GET',
  path: '/v1/qualities',
  summary: '质量分明细（新的在前，每行带变动后的质量分）',
  tag: 'earnings',
  auth: true,
  schemas: { querystring: Type.Object(PageQuery), response: LedgerPage },
});

import { Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Section, GroupQuery } from './entities';

export const getSections = defineCall({
  method: 'GET',
  path: '/focusSections',
  summary: '讨论组的板块及话题数',
  tag: 'groups',
  auth: true,
  schemas: { querystring: Type.Object(GroupQuery), response: Type.Array(Section) },
});

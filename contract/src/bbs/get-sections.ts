import { Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Section, TaskQuery } from './entities';

export const getSections = defineCall({
  method: 'GET',
  path: '/focusSections',
  summary: '讨论组的板块及话题数',
  tag: 'bbs',
  auth: true,
  schemas: { querystring: Type.Object(TaskQuery), response: Type.Array(Section) },
});

import { type Static, Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Section, GroupQuery } from './entities';

export const HostSection = Type.Composite([Section, Type.Object({ responseCount: Type.Integer() })]);
export type HostSection = Static<typeof HostSection>;

export const getHostSections = defineCall({
  method: 'GET',
  path: '/focusSections/compere',
  summary: '主持人：板块及其话题数、回复数',
  tag: 'groups',
  auth: true,
  schemas: { querystring: Type.Object(GroupQuery), response: Type.Array(HostSection) },
});

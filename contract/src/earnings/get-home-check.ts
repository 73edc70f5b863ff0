import { type Static, Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { StringEnum } from '../common/fields';

export const HomePrompt = Type.Object({
  key: StringEnum('提示', ['profile', 'unfinished-task'] as const),
  title: Type.String(),
  message: Type.String(),
  action: Type.Object({ label: Type.String(), to: Type.String({ description: '站内地址' }) }),
});
export type HomePrompt = Static<typeof HomePrompt>;

export const HomeCheck = Type.Object({ prompts: Type.Array(HomePrompt) });
export type HomeCheck = Static<typeof HomeCheck>;

export const getHomeCheck = defineCall({
  method: 'GET',
  path: '/v1/home/check',
  summary: '我的主页提示：未完成的个人资料问卷、答到一半的任务',
  tag: 'earnings',
  auth: true,
  schemas: { response: HomeCheck },
});

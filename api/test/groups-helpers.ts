/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are checked field by field */
import type { Harness } from './helpers';
import { policyFields, postUpload } from './oss-helpers';

export const GROUP = { taskId: 1, hashId: 'qz8Kd1' };
export const HOST = '13700137000';
export const WANG = '13900139000';
export const ZHANG = '13900139001';

/** Group login (password + the group's hash): the token of a member of group 1. */
export async function groupLogin(h: Harness, mobile: string): Promise<string> {
  const r = await h.post('/api/auth/password/login', { mobile: h.enc(mobile), password: 'demo123456', taskHashId: GROUP.hashId });
  if (r.code !== 200) throw new Error(`group login failed: ${r.code} ${r.message}`);
  return r.data.token;
}

export async function topicIdOf(h: Harness, token: string, title: string): Promise<number> {
  const list = (await h.get(`/api/v1/focusTopics/ask?taskId=${GROUP.taskId}`, token)).data as any[];
  return list.find((t) => t.title === title).id;
}

/** Asks for an upload policy of the groups module (`bbs`) and posts the file to the object store, as the browser does; returns the key. */
export async function uploadGroupFile(h: Harness, token: string, ext: string, data: Buffer, type: string): Promise<string> {
  const p = (await h.get(`/api/v1/oss/policy?module=bbs&ext=${ext}`, token)).data;
  const fields = { ...policyFields(p), success_action_status: '200' };
  const res = await postUpload(h, fields, { name: `f${ext}`, type, data });
  if (res.statusCode !== 200) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return p.key;
}

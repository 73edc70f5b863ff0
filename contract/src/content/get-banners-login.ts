import { Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Banner } from './get-banners';

export const getBannersLogin = defineCall({
  method: 'GET',
  path: '/v1/banners/login',
  summary: '登录页横幅',
  tag: 'content',
  auth: false,
  schemas: { response: Type.Array(Banner) },
});

import { defineCall } from '../define-call';
import { Koi } from './get-koi';

export const postKoiEntry = defineCall({
  method: 'POST',
  path: '/v1/koi/entry',
  summary: '报名锦鲤大奖：活动期间完成足够任务的会员可报名一次，重复报名不重复计数',
  tag: 'campaigns',
  auth: true,
  schemas: { response: Koi },
});

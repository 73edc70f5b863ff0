import { Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Millis, Text } from '../common/fields';

export const postRecruitApplication = defineCall({
  method: 'POST',
  path: '/v1/recruit/applications',
  summary: '校园大使报名：姓名、学校、年级、手机号、理由；每个手机号只能报名一次',
  tag: 'campaigns',
  auth: false,
  schemas: {
    body: Type.Object({
      name: Text('姓名', 20, 2),
      school: Text('学校', 50, 2),
      grade: Text('年级', 20, 1),
      mobile: Type.String({ title: '手机号', pattern: '^1[3-9]\\d{9}$' }),
      reason: Text('申请理由', 500, 10),
    }),
    response: Type.Object({ createdAt: Millis }),
  },
});

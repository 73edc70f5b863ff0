// Fields of the member's payout and delivery details.
import { Type } from '@sinclair/typebox';

/** A person's name as on an ID card: 2-20 Chinese characters, a middle dot allowed (少数民族姓名). */
export const PersonName = (title: string) =>
  Type.String({ title, minLength: 2, maxLength: 20, pattern: '^[\\u4e00-\\u9fa5]+(·[\\u4e00-\\u9fa5]+)*$', description: '2-20 个汉字' });

export const MobileNumber = (title: string) => Type.String({ title, pattern: '^1[3-9]\\d{9}$', description: '11 位大陆手机号' });

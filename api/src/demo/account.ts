// Demo data of the member account: feedback items in several states with support's answers. (No
// screen message: its dialog would cover every other journey that signs the demo member in.)
import type { Queryable } from '../db';

const DAY = 86_400_000;

export async function seedAccount(q: Queryable, now: number, memberId: number): Promise<void> {
  const items: [string, string, number, number, [string, string][]][] = [
    [
      '金币与兑换',
      '兑换的爱奇艺会员卡显示已发放，但卡券专区里找不到卡密。',
      4,
      6,
      [['support', '您好，卡密已重新发放到卡券专区，请刷新后查看。如仍有问题请回复我们。']],
    ],
    [
      '任务问题',
      '问卷做到最后一页提交时提示网络错误，金币没有到账。',
      2,
      2,
      [['support', '您好，已收到您的反馈，技术同事正在核查该问卷的回传记录。']],
    ],
    ['功能建议', '希望任务大厅可以按金币数量排序。', 5, 30, [['support', '感谢建议！任务大厅已支持按金币排序。']]],
  ];
  for (const [category, content, state, daysAgo, replies] of items) {
    const created = now - daysAgo * DAY;
    const { id } = await q.sql
      .insertInto('feedback')
      .values({ member_id: memberId, category, content, state, created_at: created, updated_at: created + DAY / 2 })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [author, text] of replies) {
      await q.sql
        .insertInto('feedback_replies')
        .values({ feedback_id: id, author: author as 'support', content: text, created_at: created + DAY / 2 })
        .execute();
    }
  }
}

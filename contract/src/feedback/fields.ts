// Fields of help-and-feedback calls.
import { type Static, Type } from '@sinclair/typebox';
import { Id, Millis, StringEnum, Text } from '../common/fields';

export const FEEDBACK_CATEGORIES = ['任务问题', '金币与兑换', '账号问题', '功能建议', '其他'] as const;
export const FeedbackCategory = StringEnum('问题分类', FEEDBACK_CATEGORIES);

/** 0 待受理 1 待处理 2 处理中 3 待反馈 4 待确认 5 已确认. */
export const FeedbackState = Type.Integer({ minimum: 0, maximum: 5 });

/** An object key in the member's own feedback folder (`feedback/<member id>/…`), from the upload policy. */
export const FeedbackImage = Type.String({ title: '图片', maxLength: 200, pattern: '^feedback/\\d+/[\\w.-]+$' });

export const FeedbackSummary = Type.Object({
  id: Id(),
  category: Type.String(),
  /** The first 60 characters of the description. */
  excerpt: Type.String(),
  state: FeedbackState,
  createdAt: Millis,
  updatedAt: Millis,
});
export type FeedbackSummary = Static<typeof FeedbackSummary>;

export const FeedbackReply = Type.Object({
  id: Id(),
  author: StringEnum('回复人', ['member', 'support'] as const),
  content: Type.String(),
  createdAt: Millis,
});
export type FeedbackReply = Static<typeof FeedbackReply>;

export const Feedback = Type.Object({
  id: Id(),
  category: Type.String(),
  content: Type.String(),
  /** Private object keys; shown through signed links. */
  images: Type.Array(Type.String()),
  state: FeedbackState,
  createdAt: Millis,
  updatedAt: Millis,
  replies: Type.Array(FeedbackReply),
});
export type Feedback = Static<typeof Feedback>;

export const ReplyText = Text('回复内容', 500, 1);

// What the discussion-group calls return. A discussion group (a task of type 4 in the spec) has
// members: the host (role 1) and participants (role 2).
import { type Static, Type } from '@sinclair/typebox';
import { Id, Millis, StringEnum } from '../common/fields';

/** The tags a participant may put on a response. */
export const RESPONSE_TAGS = ['观点', '经历', '建议', '疑问'] as const;
export const ResponseTag = StringEnum('回复标签', RESPONSE_TAGS);

/** Attachments a response may carry: pictures, documents, audio and video up to 5 MB. */
export const ATTACHMENT_TYPES = [
  '.jpg',
  '.jpeg',
  '.png',
  '.gif',
  '.webp',
  '.pdf',
  '.txt',
  '.doc',
  '.docx',
  '.xls',
  '.xlsx',
  '.ppt',
  '.pptx',
  '.mp3',
  '.mp4',
] as const;
export const ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;

/** Names the group; the spec calls this parameter by the group's task id. */
export const GroupQuery = { taskId: Id('讨论组') };
export const TopicQuery = { topicId: Id('话题') };

/** The signed-in member's place in a group (spec: topic user info). */
export const TopicUser = Type.Object({ name: Type.String(), avatar: Type.String(), role: Type.Integer(), memberId: Id() });
export type TopicUser = Static<typeof TopicUser>;

export const Section = Type.Object({ id: Id(), title: Type.String(), topicCount: Type.Integer() });
export type Section = Static<typeof Section>;

export const TopicItem = Type.Object({
  id: Id(),
  sectionId: Type.Union([Id(), Type.Null()]),
  focusSectionTitle: Type.String(),
  title: Type.String(),
  /** The signed-in member has responded to it. */
  replied: Type.Boolean(),
  responseCount: Type.Integer(),
  createdAt: Millis,
});
export type TopicItem = Static<typeof TopicItem>;

export const TopicDetail = Type.Object({
  id: Id(),
  taskId: Id(),
  sectionId: Type.Union([Id(), Type.Null()]),
  focusSectionTitle: Type.String(),
  title: Type.String(),
  /** The host's question, sanitized HTML. */
  content: Type.String(),
  replied: Type.Boolean(),
  /** The topic has a vote. */
  hasVote: Type.Boolean(),
  createdAt: Millis,
});
export type TopicDetail = Static<typeof TopicDetail>;

export const Attachment = Type.Object({
  id: Id(),
  topicId: Id(),
  topicTitle: Type.String(),
  responseId: Type.Union([Id(), Type.Null()]),
  memberId: Id(),
  memberName: Type.String(),
  /** Timestamp + 1000-9999 + extension, as stored (the spec's download naming). */
  fileName: Type.String(),
  /** The name the member's file had (sanitized); the stored name when it was not kept. Shown on screen. */
  originalName: Type.String(),
  contentType: Type.String(),
  size: Type.Integer(),
  mine: Type.Boolean(),
  createdAt: Millis,
});
export type Attachment = Static<typeof Attachment>;

export const GroupResponse = Type.Object({
  id: Id(),
  topicId: Id(),
  parentId: Type.Union([Id(), Type.Null()]),
  memberId: Id(),
  name: Type.String(),
  avatar: Type.String(),
  role: Type.Integer(),
  content: Type.String(),
  tag: Type.String(),
  mine: Type.Boolean(),
  edited: Type.Boolean(),
  attachments: Type.Array(Attachment),
  createdAt: Millis,
});
export type GroupResponse = Static<typeof GroupResponse>;

export const VoteOption = Type.Object({ id: Id(), title: Type.String(), count: Type.Integer() });
export const VoteSummary = Type.Object({
  topicId: Id(),
  options: Type.Array(VoteOption),
  total: Type.Integer(),
  /** The signed-in member's choice. */
  myOptionId: Type.Union([Id(), Type.Null()]),
});
export type VoteSummary = Static<typeof VoteSummary>;

export const MemberAttr = Type.Object({ label: Type.String(), value: Type.String() });
export type MemberAttr = Static<typeof MemberAttr>;

/** A member of a group as the host sees it. */
export const GroupMember = Type.Object({
  memberId: Id(),
  name: Type.String(),
  avatar: Type.String(),
  role: Type.Integer(),
  /** Masked: 139****9000. */
  mobile: Type.String(),
  responseCount: Type.Integer(),
  repliedTopics: Type.Integer(),
  lastResponseAt: Type.Union([Millis, Type.Null()]),
});
export type GroupMember = Static<typeof GroupMember>;

/** A topic with its counts, as the host sees it. */
export const HostTopic = Type.Object({
  id: Id(),
  sectionId: Type.Union([Id(), Type.Null()]),
  focusSectionTitle: Type.String(),
  title: Type.String(),
  responseCount: Type.Integer(),
  /** Participants who responded. */
  memberCount: Type.Integer(),
  createdAt: Millis,
});
export type HostTopic = Static<typeof HostTopic>;

export const TopicSearchResult = Type.Object({ id: Id(), title: Type.String(), focusSectionTitle: Type.String() });
export type TopicSearchResult = Static<typeof TopicSearchResult>;

/** A file download (not an envelope): CSV, named timestamp + 1000-9999 + .csv. */
export const CsvFile = Type.String({ format: 'binary', description: 'CSV 文件（UTF-8 BOM），文件名：时间戳 + 1000-9999 + .csv' });

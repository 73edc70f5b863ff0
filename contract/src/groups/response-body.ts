import { Type } from '@sinclair/typebox';
import { Id, Text } from '../common/fields';
import { ResponseTag } from './entities';

/** What a member writes: 1-2000 characters (not only spaces), an optional tag and up to 9 uploaded attachments. */
export const ResponseFields = {
  content: Text('回复内容', 2000, 1),
  tag: Type.Optional(ResponseTag),
  attachmentIds: Type.Optional(Type.Array(Id('附件'), { title: '附件', maxItems: 9 })),
};

import { Type } from '@sinclair/typebox';
import { Id, Text } from '../common/fields';
import { GroupQuery } from './entities';

/** The participant's topic lists: a group, optionally one section or a title keyword. */
export const TopicListQuery = Type.Object({
  ...GroupQuery,
  sectionId: Type.Optional(Id('板块')),
  title: Type.Optional(Text('话题标题', 50)),
});

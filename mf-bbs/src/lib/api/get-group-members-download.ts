import type { getGroupMembersDownload as contract } from '@survey/contract';
import { bindCall } from '@survey/shared';

/** The host's CSV of the group's members, filtered as the member list is (a blob, saved by useDownload). */
export const getGroupMembersDownload = bindCall<typeof contract>('GET', '/focusMembers/download');

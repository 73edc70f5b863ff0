import type { postMessagesRead as contract } from '@survey/contract';
import { bindCall, useCall } from '@survey/shared';

export const postMessagesRead = bindCall<typeof contract>('POST', '/v1/messages/read');
export const useReadMessages = () => useCall(postMessagesRead);

import type { postMessagesRead as contract } from '@survey/contract';
import { defineCall, useCall } from '@survey/shared';

export const postMessagesRead = defineCall<typeof contract>('POST', '/v1/messages/read');
export const useReadMessages = () => useCall(postMessagesRead);

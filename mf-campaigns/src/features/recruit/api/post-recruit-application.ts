import type { postRecruitApplication as contract } from '@survey/contract';
import { defineCall, useCall } from '@survey/shared';

export const postRecruitApplication = defineCall<typeof contract>('POST', '/v1/recruit/applications', { loading: '提交中...' });

export const useApply = () => useCall(postRecruitApplication);

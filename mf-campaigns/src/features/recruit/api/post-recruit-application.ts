import type { postRecruitApplication as contract } from '@survey/contract';
import { bindCall, useCall } from '@survey/shared';

export const postRecruitApplication = bindCall<typeof contract>('POST', '/v1/recruit/applications', { loading: '提交中...' });

export const useApply = () => useCall(postRecruitApplication);

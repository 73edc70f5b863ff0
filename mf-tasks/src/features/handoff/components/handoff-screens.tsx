import { HandoffScreen } from './handoff-screen';

// One screen per hand-off route (the route table names them; see src/routes.ts).
export const SurveyInScreen = () => <HandoffScreen channel="survey" label="问卷答题" />;
export const AgentInScreen = () => <HandoffScreen channel="agent" label="Survey" />;
export const MpInScreen = () => <HandoffScreen channel="mp" label="小程序任务" />;
export const GmoInScreen = () => <HandoffScreen channel="gmo" label="GMO 问卷" />;
export const SurveyAgentInScreen = () => <HandoffScreen channel="cloud-agent" label="云调研问卷" />;
export const SurveySurveyInScreen = () => <HandoffScreen channel="cloud-survey" label="云调研问卷" />;

import { ReturnScreen } from './return-screen';

// One screen per return route (the route table names them; see src/routes.ts).
export const SurveyCallbackScreen = () => <ReturnScreen label="答题返回" />;
export const TaskWelcomeScreen = () => <ReturnScreen label="新手任务返回" welcome />;
export const TaskWelcomeFailureScreen = () => <ReturnScreen label="新手任务返回" welcome />;
export const SurveyAgentCallbackScreen = () => <ReturnScreen label="答题返回" />;
export const SurveyAgentCallbackPhpScreen = () => <ReturnScreen label="答题返回" />;

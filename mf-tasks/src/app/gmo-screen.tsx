import { useSearchParams } from '@survey/shared/router';
import { GmoInScreen } from '../features/handoff/components/handoff-screens';
import { ReturnScreen } from '../features/survey-return/components/return-screen';
import { hasResult } from '../lib/channels';

/** /cloud/gmo/go: GMO returns members to the address they came from, so it is a hand-off and a return screen. */
export default function GmoScreen() {
  const [search] = useSearchParams();
  return hasResult(search) ? <ReturnScreen label="GMO 问卷返回" /> : <GmoInScreen />;
}

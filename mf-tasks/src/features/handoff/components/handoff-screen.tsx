import { useSearchParams } from '@survey/shared/router';
import type { TaskChannel } from '@survey/contract';
import { useSession, usePlatform } from '@survey/shared';
import { Button, Result, Spinner } from '@survey/shared/ui';
import { LoginRequired } from '../../../components/login-required';
import { ScreenFrame } from '../../../components/screen-frame';
import { positiveInt } from '../../../lib/query';
import { useHandoff } from '../hooks/use-handoff';
import { MpQrPanel } from './mp-qr-panel';

/** The API's code for a start that needs the personal questionnaire first. */
const PROFILE_REQUIRED = 1204;

/**
 * A hand-off screen (/task/go?id=…, /task/agent/go, /cloud/…/go): asks the API for a signed hand-off and
 * sends the browser to the supplier; the mini-program screen shows the hand-off as a QR code.
 */
export function HandoffScreen({ channel, label }: { channel: Exclude<TaskChannel, 'group' | 'welcome'>; label: string }) {
  const { navigate } = usePlatform();
  const loggedIn = Boolean(useSession().token);
  const [search] = useSearchParams();
  const taskId = positiveInt(search.get('id'));
  const state = useHandoff(taskId, channel, { enabled: loggedIn, stay: channel === 'mp' });
  const backToTask = taskId === undefined ? '/task' : `/task/detail/${taskId}`;

  let content;
  if (!loggedIn) content = <LoginRequired title="登录后参加任务" description="请先登录，登录后会回到这里继续。" />;
  else if (taskId === undefined) {
    content = (
      <Result
        status="error"
        title="链接不完整"
        description="链接里缺少任务编号，请从任务详情页点击“开始答题”进入。"
        actions={<Button onClick={() => navigate('/task')}>去任务大厅</Button>}
      />
    );
  } else if (state.kind === 'failed') {
    content = (
      <Result
        status="error"
        title="暂时无法开始任务"
        description={state.message}
        actions={
          <>
            {state.code === PROFILE_REQUIRED && (
              <Button onClick={() => navigate(`/user/survey?redirect=${encodeURIComponent(backToTask)}`)}>去填写个人资料</Button>
            )}
            <Button variant="secondary" onClick={() => navigate(backToTask)}>
              返回任务详情
            </Button>
          </>
        }
      />
    );
  } else if (state.kind === 'ready' && channel === 'mp') content = <MpQrPanel handoff={state.handoff} />;
  else {
    content = (
      <Result
        status="info"
        icon={<Spinner size={40} />}
        title="正在前往问卷…"
        description={state.kind === 'ready' ? <a href={state.handoff.url}>如果没有自动跳转，请点击这里</a> : '正在为你准备答题链接'}
      />
    );
  }
  return <ScreenFrame label={label}>{content}</ScreenFrame>;
}

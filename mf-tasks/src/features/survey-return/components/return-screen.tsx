import { useSearchParams } from '@survey/shared/router';
import { usePlatform } from '@survey/shared';
import { Button, Result, Spinner } from '@survey/shared/ui';
import { ScreenFrame } from '../../../components/screen-frame';
import { useSupplierResult } from '../hooks/use-supplier-result';

const REFUSAL_TITLES: Record<string, string> = {
  forged: '答题结果无效',
  expired: '答题结果已过期',
  foreign: '答题结果与你的任务不符',
};

/**
 * A return screen (/task/back, /task/welcome/back, /task/back/failure, /cloud/agent/back, /callback.php):
 * delivers the supplier's signed result and shows the result page, or says why nothing was credited.
 */
export function ReturnScreen({ label, welcome = false }: { label: string; welcome?: boolean }) {
  const { navigate } = usePlatform();
  const [search] = useSearchParams();
  const { state, retry } = useSupplierResult(search);
  const tasksButton = (variant?: 'secondary') => (
    <Button variant={variant} onClick={() => navigate('/task')}>
      {welcome ? '去做更多任务' : '返回任务大厅'}
    </Button>
  );
  const toTasks = tasksButton();

  let content;
  if (state.kind === 'missing') {
    content = (
      <Result
        status="info"
        title="没有待处理的答题结果"
        description="这里是问卷答完后的返回页。去任务大厅找一个任务开始吧。"
        actions={toTasks}
      />
    );
  } else if (state.kind === 'checking') {
    content = <Result status="info" icon={<Spinner size={40} />} title="正在核对答题结果…" description="请稍候，不要关闭页面" />;
  } else if (state.kind === 'failed' && state.unreached) {
    // No verdict yet: nothing is lost (the supplier also reports the result to the server), so ask again.
    content = (
      <Result
        status="warning"
        title="暂时无法核对答题结果"
        // The message already says what to do (…请检查网络后重试): the card adds only what is not lost.
        description={`${state.message}。你的答题结果不会丢失。`}
        actions={
          <>
            <Button onClick={retry}>重试</Button>
            {tasksButton('secondary')}
          </>
        }
      />
    );
  } else if (state.kind === 'failed') {
    content = <Result status="error" title="答题结果无效" description={`${state.message}。本次不发放奖励。`} actions={toTasks} />;
  } else {
    const { result } = state;
    content = (
      <Result status="error" title={REFUSAL_TITLES[result.status] ?? '答题结果未通过核对'} description={result.message} actions={toTasks} />
    );
  }
  return <ScreenFrame label={label}>{content}</ScreenFrame>;
}

import { useState } from 'react';
import styled from 'styled-components';
import type { Campaign } from '@survey/contract';
import { usePlatform, useSession } from '@survey/shared';
import { Button, Card, ErrorPanel, Skeleton } from '@survey/shared/ui';
import { CampaignFrame } from '../../../components/campaign-frame';
import { useKoi } from '../api/get-koi';
import { useEnterKoi } from '../api/post-koi-entry';

const Facts = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  font-size: ${({ theme }) => theme.fontSize.lg};
  strong {
    color: ${({ theme }) => theme.colors.goldText};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
`;

function Entry({ campaign }: { campaign: Campaign }) {
  const { navigate } = usePlatform();
  const loggedIn = useSession().token !== null;
  const { data, status, reload, setData } = useKoi();
  const enter = useEnterKoi();
  const [busy, setBusy] = useState(false);

  if (status === 'error' && !data) return <ErrorPanel title="报名信息加载失败" onRetry={() => void reload()} />;
  if (!data) return <Skeleton lines={3} />;

  const onEnter = async () => {
    setBusy(true);
    try {
      setData(await enter());
    } catch {
      // The server said why (not enough tasks yet); the page stays as it was.
    } finally {
      setBusy(false);
    }
  };
  const running = campaign.state === 'running';

  return (
    <Card title="我要报名">
      <Facts>
        <span>
          已有 <strong>{data.entries}</strong> 人报名
        </span>
        {loggedIn && (
          <span role="status">
            {data.entered ? '你已报名成功，等待开奖！' : `活动期间已完成 ${data.tasksDone} / ${data.tasksNeeded} 个任务`}
          </span>
        )}
        <Actions>
          {running && !loggedIn && <Button onClick={() => navigate('/login?redirect=%2Fprize')}>登录后报名</Button>}
          {running && loggedIn && !data.entered && (
            <Button variant="gold" loading={busy} onClick={() => void onEnter()}>
              立即报名
            </Button>
          )}
          {running && loggedIn && !data.entered && data.tasksDone < data.tasksNeeded && (
            <Button variant="secondary" onClick={() => navigate('/task')}>
              去做任务
            </Button>
          )}
          <Button variant="link" onClick={() => navigate('/prize/result')}>
            查看中奖名单
          </Button>
        </Actions>
      </Facts>
    </Card>
  );
}

/** /prize: the koi grand prize, how to enter, and entering. */
export default function KoiPage() {
  return (
    <CampaignFrame campaign="koi" tone="linear-gradient(135deg, #ff7a45 0%, #ffab00 100%)">
      {(campaign) => <Entry campaign={campaign} />}
    </CampaignFrame>
  );
}

import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { Campaign } from '@survey/contract';
import { usePlatform } from '@survey/shared';
import { Button, Card, ErrorPanel, PageContainer, Result, Skeleton, Tag } from '@survey/shared/ui';
import { RichText } from '@survey/shared/ui/rich-text';
import { formatDate } from '@survey/shared/format';
import { useCampaign } from '../hooks/use-campaign';
import { RouteTitle } from './route-title';

const Hero = styled.header<{ $tone: string }>`
  padding: 24px 16px;
  margin-bottom: 16px;
  color: #fff;
  background: ${({ $tone }) => $tone};
  border-radius: ${({ theme }) => theme.radius.lg};
  ${({ theme }) => theme.media.tabletUp} {
    padding: 36px 40px;
  }
  h1 {
    margin: 0 0 8px;
    font-size: ${({ theme }) => theme.fontSize.xxl};
    line-height: 1.3;
  }
  p {
    margin: 0 0 12px;
    font-size: ${({ theme }) => theme.fontSize.lg};
    opacity: 0.92;
  }
`;

const Period = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  font-size: ${({ theme }) => theme.fontSize.md};
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

const STATE_LABEL: Record<Campaign['state'], string> = { upcoming: '未开始', running: '进行中', ended: '已结束' };
const STATE_TAG = { upcoming: 'primary', running: 'success', ended: 'default' } as const;

export const period = (c: Campaign) => `${formatDate(c.startAt, 'YYYY-MM-DD HH:mm')} 至 ${formatDate(c.endAt, 'YYYY-MM-DD HH:mm')}`;

export interface CampaignFrameProps {
  /** The campaign's key in GET /v1/events. */
  campaign: string;
  /** Hero background. */
  tone?: string;
  /** The campaign's own content once it has started (also after its end: records stay readable). */
  children: (campaign: Campaign) => ReactNode;
}

/**
 * The frame of every campaign page: title, time and state from GET /v1/events/{key}, the rules,
 * 活动未开始 before the start, and a refusal for a campaign the site does not run.
 */
export function CampaignFrame({ campaign: key, tone = 'linear-gradient(135deg, #ff6a3d 0%, #ff2e63 100%)', children }: CampaignFrameProps) {
  const state = useCampaign(key);
  const { navigate } = usePlatform();
  return (
    <PageContainer paddingY={24}>
      {/* Once ready, the campaign's title is the page's <h1>. */}
      {state.kind !== 'ready' && <RouteTitle />}
      {state.kind === 'loading' && <Skeleton title lines={6} />}
      {state.kind === 'error' && <ErrorPanel title="活动加载失败" description="请检查网络后重试" onRetry={() => void state.reload()} />}
      {state.kind === 'missing' && (
        <Card>
          <Result
            status="warning"
            title="活动不存在"
            description="该活动不存在或已下线，去看看其他任务吧。"
            actions={<Button onClick={() => navigate('/task')}>去做任务</Button>}
          />
        </Card>
      )}
      {state.kind === 'ready' && (
        <Body>
          <Hero $tone={tone}>
            <h1>{state.campaign.title}</h1>
            {state.campaign.summary && <p>{state.campaign.summary}</p>}
            <Period>
              <Tag type={STATE_TAG[state.campaign.state]} solid>
                {STATE_LABEL[state.campaign.state]}
              </Tag>
              <span>活动时间：{period(state.campaign)}</span>
            </Period>
          </Hero>
          {state.campaign.state === 'upcoming' ? (
            <Card>
              <Result
                status="info"
                title="活动未开始"
                description={`活动将于 ${formatDate(state.campaign.startAt, 'YYYY-MM-DD HH:mm')} 开始，敬请期待。`}
              />
            </Card>
          ) : (
            <>
              {state.campaign.state === 'ended' && (
                <Card>
                  <Result status="info" title="活动已结束" description="感谢参与！你在本次活动中的记录仍可查看。" />
                </Card>
              )}
              {children(state.campaign)}
            </>
          )}
          {state.campaign.rules && (
            <Card title="活动规则">
              <RichText html={state.campaign.rules} />
            </Card>
          )}
        </Body>
      )}
    </PageContainer>
  );
}

import styled from 'styled-components';
import { showsGold, usePlatform } from '@survey/shared';
import { Avatar, Button, CoinAmount, ErrorPanel } from '@survey/shared/ui';
import { formatNumber } from '@survey/shared/format';
import type { Account } from '@survey/contract';

interface Props {
  account: Account | null;
  status: 'loading' | 'ready' | 'error';
  onRetry: () => void;
}

const Root = styled.section`
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.card};
`;

// Phones: picture and name on one row, the two buttons sharing the row under them.
const Banner = styled.div`
  position: relative;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 16px;
  padding: 20px 16px;
  ${({ theme }) => theme.media.tabletUp} {
    gap: 20px;
    padding: 28px 32px;
  }
  color: #fff;
  background:
    radial-gradient(circle at 88% 20%, rgba(255, 197, 61, 0.35) 0, transparent 38%),
    linear-gradient(120deg, ${({ theme }) => theme.colors.headerDark} 0%, #24407f 60%, ${({ theme }) => theme.colors.primary} 130%);
`;

const Identity = styled.div`
  flex: 1;
  min-width: 0;
  ${({ theme }) => theme.media.tabletUp} {
    min-width: 200px;
  }
`;

// Under the page's h1 (我的主页, the layout's).
const Nickname = styled.h2`
  margin: 0 0 6px;
  font-size: ${({ theme }) => theme.fontSize.xl};
  font-weight: 600;
  line-height: 1.3;
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: rgba(255, 255, 255, 0.75);
  & > span + span::before {
    content: '·';
    margin: 0 8px;
  }
  ${({ theme }) => theme.media.phone} {
    flex-direction: column;
    & > span + span::before {
      content: none;
    }
  }
`;

const Actions = styled.div`
  display: flex;
  flex-basis: 100%;
  gap: 12px;
  & > * {
    flex: 1;
  }
  ${({ theme }) => theme.media.tabletUp} {
    flex-basis: auto;
    & > * {
      flex: none;
    }
  }
`;

const LightButton = styled(Button)`
  color: #fff;
  background: rgba(255, 255, 255, 0.12);
  border-color: rgba(255, 255, 255, 0.45);
  &:hover:not(:disabled) {
    color: #fff;
    background: rgba(255, 255, 255, 0.22);
    border-color: #fff;
  }
`;

// One row of equal columns at every width (two or three stats).
const Stats = styled.div`
  display: grid;
  grid-auto-columns: minmax(0, 1fr);
  grid-auto-flow: column;
  margin: 0;
`;

const Stat = styled.button`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 6px;
  min-width: 0;
  padding: 14px 8px 14px 12px;
  text-align: left;
  background: transparent;
  border: 0;
  transition: background-color 0.2s;
  & + & {
    border-left: 1px solid ${({ theme }) => theme.colors.divider};
  }
  &:hover {
    background: ${({ theme }) => theme.colors.background};
  }
  ${({ theme }) => theme.media.tabletUp} {
    padding: 20px 32px;
  }
  & > span:first-child {
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.colors.textSecondary};
  }
  & > span:last-child {
    font-size: ${({ theme }) => theme.fontSize.xl};
    font-weight: 600;
    line-height: 1.2;
    color: ${({ theme }) => theme.colors.text};
  }
`;

/** The member's card: picture, nickname, member code, gold balance, credit and quality score. */
export function AccountCard({ account, status, onRetry }: Props) {
  const { navigate } = usePlatform();

  if (status === 'error' && !account) {
    return (
      <Root>
        <ErrorPanel title="账户信息加载失败" description="请检查网络后重试" onRetry={onRetry} />
      </Root>
    );
  }
  // While loading, the card keeps its loaded shape with blank values: nothing below moves
  // when the account arrives.
  const blank = '\u00a0';
  const goldVisible = account ? showsGold(account.bbsRole) : true;
  return (
    <Root aria-label="我的账户" aria-busy={account ? undefined : true}>
      <Banner>
        <Avatar src={account?.avatar} name={account?.nickname ?? ''} size={72} />
        <Identity>
          <Nickname>{account ? account.nickname || '未设置昵称' : blank}</Nickname>
          <Meta>
            <span>{account ? `会员编号：${account.memberCode}` : blank}</span>
            {account?.mobile && <span>手机：{account.mobile}</span>}
          </Meta>
        </Identity>
        <Actions>
          <Button variant="gold" onClick={() => navigate('/task')}>
            去赚金币
          </Button>
          <LightButton variant="secondary" onClick={() => navigate('/exchange')}>
            兑换好礼
          </LightButton>
        </Actions>
      </Banner>
      <Stats>
        {goldVisible && (
          <Stat type="button" onClick={() => navigate('/home/gold')}>
            <span>金币余额</span>
            {account ? (
              <span data-testid="gold-balance">
                <CoinAmount value={account.gold} size="lg" />
              </span>
            ) : (
              <span>{blank}</span>
            )}
          </Stat>
        )}
        <Stat type="button" onClick={() => navigate('/home/credit')}>
          <span>权益值</span>
          {account ? <span data-testid="credit">{formatNumber(account.credit)}</span> : <span>{blank}</span>}
        </Stat>
        <Stat type="button" onClick={() => navigate('/home/quality')}>
          <span>质量分</span>
          {account ? <span data-testid="quality">{formatNumber(account.quality)}</span> : <span>{blank}</span>}
        </Stat>
      </Stats>
    </Root>
  );
}

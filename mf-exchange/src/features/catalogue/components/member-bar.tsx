import styled from 'styled-components';
import { showsGold, usePlatform, useSession } from '@survey/shared';
import { Button, CoinAmount } from '@survey/shared/ui';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  margin-bottom: 12px;
  padding: 16px;
  color: #fff;
  background:
    radial-gradient(circle at 92% 10%, rgba(255, 214, 102, 0.45) 0, transparent 40%),
    linear-gradient(120deg, ${({ theme }) => theme.colors.headerDark} 0%, #2a4585 100%);
  border-radius: ${({ theme }) => theme.radius.lg};
  ${({ theme }) => theme.media.tabletUp} {
    margin-bottom: 24px;
    padding: 20px 28px;
  }
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  strong {
    font-size: ${({ theme }) => theme.fontSize.xl};
    font-weight: 600;
  }
  span {
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: rgba(255, 255, 255, 0.75);
  }
`;

const Balance = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 12px;
  padding: 8px 16px;
  background: rgba(255, 255, 255, 0.96);
  border-radius: ${({ theme }) => theme.radius.pill};
  span {
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;

/**
 * Top of the catalogue: the member's gold balance, or for a visitor an invitation to log in.
 * The member is the session's, the one the header shows: the shell keeps it fresh (at start,
 * after every change of gold), so the catalogue asks the API only for its goods.
 */
export function MemberBar() {
  const { navigate } = usePlatform();
  const { token, user: member } = useSession();

  if (token === null) {
    return (
      <Bar role="region" aria-label="登录提示">
        <Text>
          <strong>登录后即可用金币兑换好礼</strong>
          <span>完成问卷和试用任务赚取金币，现金、虚拟卡券和实物礼品任你挑选</span>
        </Text>
        <Button variant="gold" size="lg" onClick={() => navigate('/login')}>
          登录 / 注册
        </Button>
      </Bar>
    );
  }

  return (
    <Bar role="region" aria-label="我的金币">
      <Text>
        <strong>兑换中心</strong>
        <span>{member ? `${member.nickname}，用金币兑换心仪好礼` : '用金币兑换心仪好礼'}</span>
      </Text>
      {member && showsGold(member.bbsRole) && member.gold !== undefined && (
        <Balance data-testid="gold-balance">
          <span>我的金币</span>
          <CoinAmount value={member.gold} size="lg" />
          <Button variant="link" size="sm" onClick={() => navigate('/home/gold')}>
            金币明细
          </Button>
        </Balance>
      )}
    </Bar>
  );
}

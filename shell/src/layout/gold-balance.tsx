import { Link } from '@survey/shared/router';
import styled from 'styled-components';
import { showsPoints, useSession } from '@survey/shared';
import { CoinAmount } from '@survey/shared/ui';

/** The member's gold in the header, linking to its ledger; hidden where the role hides points. */
export function GoldBalance() {
  const { user } = useSession();
  if (!user || user.gold === undefined || !showsPoints(user.bbsRole)) return null;
  return (
    <Chip to="/home/gold" aria-label={`金币余额 ${user.gold}，查看金币明细`} data-testid="header-gold">
      <CoinAmount value={user.gold} size="sm" />
    </Chip>
  );
}

const Chip = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 8px;
  border-radius: ${({ theme }) => theme.radius.pill};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.goldSoft};
  }
`;

import { Link } from '@survey/shared/router';
import styled from 'styled-components';
import { showsGold, SITE_PATHS, useSession } from '@survey/shared';
import { CoinAmount, visuallyHidden } from '@survey/shared/ui';

/** The member's gold in the header, linking to its ledger; hidden where the role hides gold. */
export function GoldBalance() {
  const { user } = useSession();
  if (!user || user.gold === undefined || !showsGold(user.bbsRole)) return null;
  return (
    // Named by what it shows (WCAG 2.5.3): the amount, then what the link opens, unseen.
    <Chip to={SITE_PATHS.gold} data-testid="header-gold">
      <CoinAmount value={user.gold} size="sm" />
      <Hint>，查看金币明细</Hint>
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

const Hint = styled.span`
  ${visuallyHidden}
`;

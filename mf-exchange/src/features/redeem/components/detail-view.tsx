import styled from 'styled-components';
import { showsGold } from '@survey/shared';
import { Button, Card, CoinAmount, PhoneActionBar } from '@survey/shared/ui';
import type { BenefitDetail } from '@survey/contract';
import { RouteLink } from '../../../components/route-link';
import { BenefitFacts } from './benefit-facts';
import { BenefitGallery } from './benefit-gallery';

const Top = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 16px;
  padding: 16px;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.card};
  ${({ theme }) => theme.media.tabletUp} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 6fr);
    gap: 32px;
    padding: 24px;
  }
`;

const Info = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
  min-width: 0;
`;

const Balance = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.colors.textSecondary};
`;

const Blocker = styled.p`
  flex-basis: 100%;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.colors.danger};
`;

const Paragraphs = styled.div`
  p {
    margin: 0 0 8px;
    line-height: 1.8;
    color: ${({ theme }) => theme.colors.text};
    white-space: pre-line;
  }
  p:last-child {
    margin-bottom: 0;
  }
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  margin-top: 12px;
  ${({ theme }) => theme.media.tabletUp} {
    gap: 20px;
    margin-top: 20px;
  }
`;

const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

export interface DetailViewProps {
  benefit: BenefitDetail;
  /** The member's balance and bbsRole, or null for a visitor. */
  member: { gold: number; bbsRole: number; redeemed: number } | null;
  /** Why it cannot be redeemed now, or null. */
  blocker: string | null;
  /**
   * For a visitor, where 立即兑换 leads (sign in, then back here): a link, so it works on the
   * pre-rendered page before its scripts have run. null for a member.
   */
  signIn: string | null;
  onRedeem: () => void;
}

/** The product page: pictures, facts, description, delivery notes and the 立即兑换 action. */
export function DetailView({ benefit, member, blocker, signIn, onRedeem }: DetailViewProps) {
  return (
    <>
      <Top>
        <BenefitGallery benefit={benefit} />
        <Info>
          <BenefitFacts benefit={benefit} redeemed={member ? member.redeemed : null} />
          {/* On a phone, fixed to the bottom of the screen; pre-rendered once for every device. */}
          <PhoneActionBar data-testid="redeem-action">
            {member && showsGold(member.bbsRole) && (
              <Balance data-testid="detail-balance">
                我的金币 <CoinAmount value={member.gold} size="sm" />
              </Balance>
            )}
            {signIn && blocker === null ? (
              <Button as={RouteLink} to={signIn} size="lg" variant="gold">
                立即兑换
              </Button>
            ) : (
              <Button size="lg" variant="gold" disabled={blocker !== null} onClick={onRedeem}>
                立即兑换
              </Button>
            )}
            {blocker && <Blocker role="status">{blocker}</Blocker>}
          </PhoneActionBar>
        </Info>
      </Top>
      <Stack>
        <Card title="商品介绍">
          <Paragraphs>
            {paragraphs(benefit.description || '暂无介绍').map((p) => (
              <p key={p}>{p}</p>
            ))}
          </Paragraphs>
        </Card>
        <Card title="兑换须知">
          <Paragraphs>
            {paragraphs(benefit.deliveryNote || '兑换成功后可在「兑换记录」查看进度。').map((p) => (
              <p key={p}>{p}</p>
            ))}
          </Paragraphs>
        </Card>
      </Stack>
    </>
  );
}

import { useId } from 'react';
import styled from 'styled-components';
import { CoinAmount, Img, Tag } from '@survey/shared/ui';
import { EXCHANGE_TYPES, entryOf, formatNumber } from '@survey/shared/format';
import type { Benefit } from '@survey/contract';
import { BenefitTags, MarketPrice } from '../../../components/benefit-labels';
import { Picture, PictureOverlay, TypeIcon, pictureBackground } from '../../../components/benefit-picture';
import { RouteLink } from '../../../components/route-link';
import { detailPath } from '../../../lib/paths';

// The whole card is the link to the product's detail.
const CardLink = styled(RouteLink)`
  display: flex;
  height: 100%;
  color: inherit;
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radius.lg};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
`;

const Root = styled.article<{ $soldOut: boolean }>`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.card};
  transition:
    transform 0.2s,
    box-shadow 0.2s;
  &:hover {
    transform: ${({ $soldOut }) => ($soldOut ? 'none' : 'translateY(-2px)')};
    box-shadow: ${({ theme }) => theme.shadow.popover};
  }
`;

const TypeBadge = styled.span`
  position: absolute;
  top: 12px;
  left: 12px;
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 8px;
  padding: 10px 12px 12px;
  ${({ theme }) => theme.media.tabletUp} {
    padding: 14px 16px 16px;
  }
`;

const Name = styled.h3`
  display: -webkit-box;
  min-height: 2.8em;
  margin: 0;
  overflow: hidden;
  font-size: ${({ theme }) => theme.fontSize.md};
  font-weight: 500;
  line-height: 1.4;
  color: ${({ theme }) => theme.colors.text};
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
`;

const PriceRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 0 8px;
  margin-top: auto;
`;

const Stock = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 0 8px;
  font-size: ${({ theme }) => theme.fontSize.xs};
  color: ${({ theme }) => theme.colors.textSecondary};
`;

/**
 * A product card linking to its detail: picture (or a gradient and icon), name, price in gold,
 * market price and stock. `priority`: a card of the first row, whose picture is above the fold.
 */
export function BenefitCard({ benefit, priority = false }: { benefit: Benefit; priority?: boolean }) {
  const type = entryOf(EXCHANGE_TYPES, benefit.type);
  const soldOut = benefit.stock <= 0;
  const nameId = useId();
  // The link is named by all it shows (WCAG 2.5.3); the card, a landmark-like article, by the name.
  return (
    <CardLink to={detailPath(benefit.id)}>
      <Root $soldOut={soldOut} aria-labelledby={nameId} data-testid="benefit-card">
        <Picture $background={pictureBackground(benefit.type, Boolean(benefit.image))} $dimmed={soldOut}>
          {benefit.image ? (
            <Img src={benefit.image} alt={benefit.name} width={400} height={300} priority={priority} />
          ) : (
            <TypeIcon type={benefit.type} />
          )}
          {type && (
            <TypeBadge>
              <Tag type={type.tag} solid>
                {type.label}
              </Tag>
            </TypeBadge>
          )}
          {soldOut && <PictureOverlay>已兑完</PictureOverlay>}
        </Picture>
        <Body>
          <Name id={nameId} title={benefit.name}>
            {benefit.name}
          </Name>
          <BenefitTags tags={benefit.tags} />
          <PriceRow>
            <CoinAmount value={benefit.price} size="lg" />
            <MarketPrice value={benefit.marketPrice} size="xs" />
          </PriceRow>
          <Stock>
            <span>已兑换 {formatNumber(benefit.exchanged)} 件</span>
            <span>{soldOut ? '库存不足' : `库存 ${formatNumber(benefit.stock)}`}</span>
          </Stock>
        </Body>
      </Root>
    </CardLink>
  );
}

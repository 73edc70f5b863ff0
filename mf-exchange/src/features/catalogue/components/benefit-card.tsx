import styled from 'styled-components';
import { CoinAmount, EXCHANGE_TYPES, Tag, entryOf, formatNumber } from '@survey/shared';
import type { Benefit } from '@survey/contract';

/** Backgrounds for products without a picture, one per exchange type. */
const GRADIENTS: Record<number, string> = {
  1: 'linear-gradient(135deg, #ffd666 0%, #ff9c1a 100%)',
  2: 'linear-gradient(135deg, #7aa5ff 0%, #2f6bff 100%)',
  3: 'linear-gradient(135deg, #5fd8a4 0%, #13a86a 100%)',
};
const FALLBACK_GRADIENT = 'linear-gradient(135deg, #a8b4cc 0%, #6b7a99 100%)';

const Root = styled.article<{ $soldOut: boolean }>`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.card};
  transition: transform 0.2s, box-shadow 0.2s;
  &:hover {
    transform: ${({ $soldOut }) => ($soldOut ? 'none' : 'translateY(-2px)')};
    box-shadow: ${({ theme }) => theme.shadow.popover};
  }
`;

const Picture = styled.div<{ $background: string; $soldOut: boolean }>`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: center;
  aspect-ratio: 4 / 3;
  color: rgba(255, 255, 255, 0.92);
  background: ${({ $background }) => $background};
  filter: ${({ $soldOut }) => ($soldOut ? 'grayscale(0.8)' : 'none')};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const TypeBadge = styled.span`
  position: absolute;
  top: 12px;
  left: 12px;
`;

const SoldOut = styled.span`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: 600;
  letter-spacing: 4px;
  color: #fff;
  background: rgba(15, 20, 35, 0.45);
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

const Tags = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
`;

const PriceRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 0 8px;
  margin-top: auto;
`;

const Market = styled.span`
  font-size: ${({ theme }) => theme.fontSize.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  text-decoration: line-through;
`;

const Stock = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 0 8px;
  font-size: ${({ theme }) => theme.fontSize.xs};
  color: ${({ theme }) => theme.colors.textSecondary};
`;

function TypeIcon({ type }: { type: number }) {
  // 1 cash: a banknote; 2 virtual: a card; 3 physical: a gift box.
  const paths: Record<number, string> = {
    1: 'M4 14h40v22H4zM24 19a6 6 0 1 1 0 12 6 6 0 0 1 0-12zM4 20h5M39 30h5',
    2: 'M6 12h36a3 3 0 0 1 3 3v18a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3V15a3 3 0 0 1 3-3zM3 20h42M10 29h10',
    3: 'M6 18h36v8H6zM9 26h30v16H9zM24 18v24M24 18c-4-8-12-8-12-3s8 3 12 3c4 0 12 2 12-3s-8-5-12 3',
  };
  return (
    <svg width="64" height="64" viewBox="0 0 48 48" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinejoin="round" aria-hidden="true">
      <path d={paths[type] ?? paths[3]} />
    </svg>
  );
}

/** A product card: picture (or a gradient and icon), name, price in gold, market price and stock. */
export function BenefitCard({ benefit }: { benefit: Benefit }) {
  const type = entryOf(EXCHANGE_TYPES, benefit.type);
  const soldOut = benefit.stock <= 0;
  return (
    <Root $soldOut={soldOut} aria-label={benefit.name} data-testid="benefit-card">
      <Picture $background={benefit.image ? '#f5f6f8' : (GRADIENTS[benefit.type] ?? FALLBACK_GRADIENT)} $soldOut={soldOut}>
        {benefit.image ? <img src={benefit.image} alt={benefit.name} loading="lazy" /> : <TypeIcon type={benefit.type} />}
        {type && (
          <TypeBadge>
            <Tag type={type.tag} solid>
              {type.label}
            </Tag>
          </TypeBadge>
        )}
        {soldOut && <SoldOut>已兑完</SoldOut>}
      </Picture>
      <Body>
        <Name title={benefit.name}>{benefit.name}</Name>
        {benefit.tags.length > 0 && (
          <Tags>
            {benefit.tags.map((tag) => (
              <Tag key={tag} type="gold">
                {tag}
              </Tag>
            ))}
          </Tags>
        )}
        <PriceRow>
          <CoinAmount value={benefit.price} size="lg" />
          {benefit.marketPrice > 0 && <Market>市场价 ¥{formatNumber(benefit.marketPrice, 2)}</Market>}
        </PriceRow>
        <Stock>
          <span>已兑换 {formatNumber(benefit.exchanged)} 件</span>
          <span>{soldOut ? '库存不足' : `库存 ${formatNumber(benefit.stock)}`}</span>
        </Stock>
      </Body>
    </Root>
  );
}

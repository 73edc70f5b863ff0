import styled from 'styled-components';
import { Tag } from '@survey/shared/ui';
import { formatNumber } from '@survey/shared/format';

/** A benefit's marketing tags (包邮, 热门 …) as gold tags; nothing when it has none. */
export function BenefitTags({ tags }: { tags: string[] }) {
  if (tags.length === 0) return null;
  return (
    <Tags>
      {tags.map((tag) => (
        <Tag key={tag} type="gold">
          {tag}
        </Tag>
      ))}
    </Tags>
  );
}

/** The struck-through market price beside a gold price; nothing when the benefit has none. */
export function MarketPrice({ value, size = 'sm' }: { value: number; size?: 'xs' | 'sm' }) {
  if (value <= 0) return null;
  return <Market $size={size}>市场价 ¥{formatNumber(value, 2)}</Market>;
}

const Tags = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
`;

const Market = styled.span<{ $size: 'xs' | 'sm' }>`
  font-size: ${({ theme, $size }) => theme.fontSize[$size]};
  color: ${({ theme }) => theme.colors.textMuted};
  text-decoration: line-through;
`;

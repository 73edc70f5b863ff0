import styled from 'styled-components';
import { CoinAmount, Img, Tag } from '@survey/shared/ui';
import { EXCHANGE_TYPES, entryOf } from '@survey/shared/format';
import type { BenefitDetail } from '@survey/contract';
import { Picture, TypeIcon, pictureBackground } from '../../../components/benefit-picture';

const Root = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 12px;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.card};
`;

const Thumb = styled(Picture)`
  flex: none;
  width: 80px;
  border-radius: ${({ theme }) => theme.radius.md};
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  min-width: 0;
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.lg};
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

/** The product being redeemed, small, above the redeem steps: its name is the step's page title (h1). */
export function ProductSummary({ benefit }: { benefit: BenefitDetail }) {
  const type = entryOf(EXCHANGE_TYPES, benefit.type);
  const image = benefit.images[0];
  return (
    <Root>
      <Thumb $background={pictureBackground(benefit.type, Boolean(image))} $dimmed={false}>
        {image ? <Img src={image} alt="" width={80} height={60} /> : <TypeIcon type={benefit.type} size={36} />}
      </Thumb>
      <Text>
        <h1>{benefit.name}</h1>
        <div>
          {type && <Tag type={type.tag}>{type.label}</Tag>} <CoinAmount value={benefit.price} />
        </div>
      </Text>
    </Root>
  );
}

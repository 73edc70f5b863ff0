import { useState } from 'react';
import styled from 'styled-components';
import { Img, Tag } from '@survey/shared/ui';
import { EXCHANGE_TYPES, entryOf } from '@survey/shared/format';
import type { BenefitDetail } from '@survey/contract';
import { Picture, PictureOverlay, TypeIcon, pictureBackground } from '../../../components/benefit-picture';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  min-width: 0;
`;

const Frame = styled(Picture)`
  border-radius: ${({ theme }) => theme.radius.lg};
`;

const TypeBadge = styled.span`
  position: absolute;
  top: 12px;
  left: 12px;
`;

const Thumbs = styled.div`
  display: flex;
  gap: 8px;
  overflow-x: auto;
`;

const Thumb = styled.button<{ $active: boolean }>`
  flex: none;
  width: 64px;
  height: 48px;
  padding: 0;
  overflow: hidden;
  cursor: pointer;
  background: none;
  border: 2px solid ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.sm};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** The product's pictures (or its type's gradient and icon), with thumbnails to switch between them. */
export function BenefitGallery({ benefit }: { benefit: BenefitDetail }) {
  const [index, setIndex] = useState(0);
  const type = entryOf(EXCHANGE_TYPES, benefit.type);
  const images = benefit.images;
  const current = images[Math.min(index, images.length - 1)];
  const overlay = !benefit.onSale ? '已下架' : benefit.stock <= 0 ? '已兑完' : null;
  return (
    <Root>
      <Frame $background={pictureBackground(benefit.type, Boolean(current))} $dimmed={overlay !== null}>
        {current ? (
          <Img src={current} alt={`${benefit.name} 图 ${index + 1}`} width={400} height={300} priority />
        ) : (
          <TypeIcon type={benefit.type} size={96} />
        )}
        {type && (
          <TypeBadge>
            <Tag type={type.tag} solid>
              {type.label}
            </Tag>
          </TypeBadge>
        )}
        {overlay && <PictureOverlay>{overlay}</PictureOverlay>}
      </Frame>
      {images.length > 1 && (
        <Thumbs role="group" aria-label="商品图片">
          {images.map((src, i) => (
            <Thumb
              key={src}
              type="button"
              $active={i === index}
              aria-label={`第 ${i + 1} 张图`}
              aria-pressed={i === index}
              onClick={() => setIndex(i)}
            >
              <Img src={src} alt="" width={64} height={48} />
            </Thumb>
          ))}
        </Thumbs>
      )}
    </Root>
  );
}

import type { MouseEvent } from 'react';
import styled from 'styled-components';
import { usePlatform } from '@survey/shared';
import { Img } from '@survey/shared/ui';
import type { Banner } from '@survey/contract';

const GRADIENTS = [
  'linear-gradient(135deg, #2f6bff 0%, #6c8cff 100%)',
  'linear-gradient(135deg, #ff9c1a 0%, #ffc53d 100%)',
  'linear-gradient(135deg, #13a86a 0%, #5fd8a4 100%)',
  'linear-gradient(135deg, #7a4dff 0%, #b18cff 100%)',
];

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(260px, 100%), 1fr));
  gap: 12px;
  ${({ theme }) => theme.media.tabletUp} {
    gap: 20px;
  }
`;

const Item = styled.div<{ $background: string; $clickable: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  justify-content: flex-end;
  min-height: 140px;
  padding: 20px;
  ${({ theme }) => theme.media.tabletUp} {
    min-height: 168px;
    padding: 24px;
  }
  overflow: hidden;
  isolation: isolate;
  color: #fff;
  text-decoration: none;
  background: ${({ $background }) => $background};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.card};
  cursor: ${({ $clickable }) => ($clickable ? 'pointer' : 'default')};
  transition:
    transform 0.2s,
    box-shadow 0.2s;
  &::before {
    content: '';
    position: absolute;
    z-index: 1;
    inset: 0;
    background: linear-gradient(180deg, transparent 30%, rgba(10, 16, 35, 0.55) 100%);
  }
  &:hover {
    color: #fff;
    transform: ${({ $clickable }) => ($clickable ? 'translateY(-3px)' : 'none')};
    box-shadow: ${({ theme, $clickable }) => ($clickable ? theme.shadow.popover : theme.shadow.card)};
  }
  h3,
  p {
    position: relative;
    z-index: 1;
    margin: 0;
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSize.xl};
    font-weight: 600;
  }
  p {
    margin-top: 6px;
    font-size: ${({ theme }) => theme.fontSize.md};
    color: rgba(255, 255, 255, 0.85);
  }
`;

// The banners sit below the hero: their pictures load lazily, over the gradient, under the text.
const Cover = styled(Img)`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

/** A site path (`/task`), never a protocol-relative `//host` one. */
const isSitePath = (link: string) => link.startsWith('/') && !link.startsWith('//');
const isWebUrl = (link: string) => /^https:\/\/[^\s]+$/i.test(link);

/** The landing banners as a row of cards; a picture-less banner gets a gradient. */
export function BannerRow({ banners }: { banners: Banner[] }) {
  const { navigate } = usePlatform();
  return (
    <Row>
      {banners.map((banner, index) => {
        const background = GRADIENTS[index % GRADIENTS.length];
        const content = (
          <>
            {banner.image && <Cover src={banner.image} alt="" width={520} height={168} />}
            <h3>{banner.title}</h3>
            {banner.subtitle && <p>{banner.subtitle}</p>}
          </>
        );
        if (isWebUrl(banner.link)) {
          return (
            <Item key={banner.id} as="a" href={banner.link} target="_blank" rel="noopener noreferrer" $background={background} $clickable>
              {content}
            </Item>
          );
        }
        if (isSitePath(banner.link)) {
          return (
            <Item
              key={banner.id}
              as="a"
              href={banner.link}
              $background={background}
              $clickable
              onClick={(event: MouseEvent) => {
                if (event.metaKey || event.ctrlKey || event.shiftKey) return;
                event.preventDefault();
                navigate(banner.link);
              }}
            >
              {content}
            </Item>
          );
        }
        return (
          <Item key={banner.id} $background={background} $clickable={false}>
            {content}
          </Item>
        );
      })}
    </Row>
  );
}

import styled from 'styled-components';

/** Backgrounds for products without a picture, one per exchange type. */
const GRADIENTS: Record<number, string> = {
  1: 'linear-gradient(135deg, #ffd666 0%, #ff9c1a 100%)',
  2: 'linear-gradient(135deg, #7aa5ff 0%, #2f6bff 100%)',
  3: 'linear-gradient(135deg, #5fd8a4 0%, #13a86a 100%)',
};
const FALLBACK_GRADIENT = 'linear-gradient(135deg, #a8b4cc 0%, #6b7a99 100%)';

/** The picture area's background: a neutral one behind a real picture, else the type's gradient. */
export const pictureBackground = (type: number, hasImage: boolean) => (hasImage ? '#f5f6f8' : (GRADIENTS[type] ?? FALLBACK_GRADIENT));

export const Picture = styled.div<{ $background: string; $dimmed: boolean }>`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: center;
  aspect-ratio: 4 / 3;
  overflow: hidden;
  color: rgba(255, 255, 255, 0.92);
  background: ${({ $background }) => $background};
  filter: ${({ $dimmed }) => ($dimmed ? 'grayscale(0.8)' : 'none')};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** A word across the picture: 已兑完, 已下架. */
export const PictureOverlay = styled.span`
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

export function TypeIcon({ type, size = 64 }: { type: number; size?: number }) {
  // 1 cash: a banknote; 2 virtual: a card; 3 physical: a gift box.
  const paths: Record<number, string> = {
    1: 'M4 14h40v22H4zM24 19a6 6 0 1 1 0 12 6 6 0 0 1 0-12zM4 20h5M39 30h5',
    2: 'M6 12h36a3 3 0 0 1 3 3v18a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3V15a3 3 0 0 1 3-3zM3 20h42M10 29h10',
    3: 'M6 18h36v8H6zM9 26h30v16H9zM24 18v24M24 18c-4-8-12-8-12-3s8 3 12 3c4 0 12 2 12-3s-8-5-12 3',
  };
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 48 48"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={paths[type] ?? paths[3]} />
    </svg>
  );
}

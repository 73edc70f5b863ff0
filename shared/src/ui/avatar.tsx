import { useState } from 'react';
import styled from 'styled-components';
import { Img } from './img';

export interface AvatarProps {
  src?: string | null;
  /** Used for alt text and the fallback initial. */
  name?: string | null;
  /** Diameter in px. Default 40. */
  size?: number;
  /** Square with rounded corners instead of a circle. */
  square?: boolean;
  className?: string;
}

const Root = styled.span<{ $size: number; $square: boolean }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  overflow: hidden;
  font-size: ${({ $size }) => Math.round($size * 0.42)}px;
  font-weight: 600;
  line-height: 1;
  color: ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.primarySoft};
  border-radius: ${({ $square, theme }) => ($square ? theme.radius.md : '50%')};
  vertical-align: middle;
  user-select: none;

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** First visible character of a name (handles emoji / surrogate pairs), upper-cased. */
export function initialOf(name?: string | null): string {
  const first = Array.from((name ?? '').trim())[0];
  return first ? first.toUpperCase() : '';
}

/** The member's picture, or the first character of the name, or a generic person icon. */
export function Avatar({ src, name, size = 40, square = false, className }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = !!src && failedSrc !== src;
  const initial = initialOf(name);
  return (
    <Root
      className={className}
      $size={size}
      $square={square}
      role={showImage ? undefined : 'img'}
      aria-label={showImage ? undefined : name || '用户头像'}
    >
      {showImage ? (
        <Img src={src} alt={name || '用户头像'} width={size} height={size} onError={() => setFailedSrc(src)} />
      ) : initial ? (
        <span aria-hidden="true">{initial}</span>
      ) : (
        <svg width="60%" height="60%" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
          <circle cx="12" cy="8" r="4.5" />
          <path d="M3.5 21a8.5 8.5 0 0 1 17 0z" />
        </svg>
      )}
    </Root>
  );
}

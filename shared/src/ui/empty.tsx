import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface EmptyProps {
  /** What is missing: the text reads 当前没有{content}哦~！ Default 数据. */
  content?: string;
  /** Replaces the whole sentence. */
  description?: ReactNode;
  /** Top padding: px number or CSS value. Default 180 (spec section 9). */
  top?: number | string;
  /** Replaces the illustration; `null` hides it. */
  image?: ReactNode;
  /** Actions under the text (e.g. a 去做任务 button). */
  children?: ReactNode;
  className?: string;
}

const Root = styled.div<{ $top: string }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 16px;
  padding: ${({ $top }) => $top} 16px 48px;
  text-align: center;
`;

const Text = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The text of the empty-list placeholder (spec section 8). */
export const emptyText = (content = '数据') => `当前没有${content}哦~！`;

export function EmptyIllustration({ size = 120 }: { size?: number }) {
  return (
    <svg width={size} height={(size * 3) / 4} viewBox="0 0 160 120" fill="none" aria-hidden="true">
      <ellipse cx="80" cy="108" rx="60" ry="8" fill="#eef0f4" />
      <path d="M36 44l14-22h60l14 22v52a6 6 0 0 1-6 6H42a6 6 0 0 1-6-6V44z" fill="#f5f7fb" stroke="#d5dae3" strokeWidth="2" />
      <path d="M36 44h30a14 14 0 0 0 28 0h30" stroke="#d5dae3" strokeWidth="2" fill="#ffffff" />
      <path d="M60 70h40M66 82h28" stroke="#dfe3ea" strokeWidth="4" strokeLinecap="round" />
      <circle cx="124" cy="20" r="6" fill="#eaf0ff" />
      <circle cx="138" cy="34" r="3" fill="#fff6e0" />
    </svg>
  );
}

/** The empty-list placeholder: 当前没有{content}哦~！ */
export function Empty({ content = '数据', description, top = 180, image, children, className }: EmptyProps) {
  return (
    <Root className={className} $top={typeof top === 'number' ? `${top}px` : top} data-testid="empty">
      {image === undefined ? <EmptyIllustration /> : image}
      <Text>{description ?? emptyText(content)}</Text>
      {children}
    </Root>
  );
}

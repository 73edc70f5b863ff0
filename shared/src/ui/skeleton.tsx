import styled, { css, keyframes } from 'styled-components';

export interface SkeletonProps {
  /** Number of text lines. Default 3. */
  lines?: number;
  /** A wider title bar above the lines. */
  title?: boolean;
  /** A round avatar at the left. */
  avatar?: boolean;
  /** Shimmer animation. Default true. */
  active?: boolean;
  className?: string;
}

const shimmer = keyframes`
  0% { background-position: 100% 50%; }
  100% { background-position: 0 50%; }
`;

const Block = styled.div<{ $active: boolean }>`
  background: ${({ theme }) => theme.colors.divider};
  ${({ $active }) =>
    $active &&
    css`
      background: linear-gradient(90deg, #f0f1f5 25%, #e6e8ee 37%, #f0f1f5 63%);
      background-size: 400% 100%;
      animation: ${shimmer} 1.4s ease infinite;
    `}
  border-radius: 4px;
`;

const Root = styled.div`
  display: flex;
  gap: 16px;
  padding: 16px 0;
  width: 100%;
`;

const Lines = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 12px;
`;

/** Grey placeholder bars while content loads (role="status", 加载中). */
export function Skeleton({ lines = 3, title = false, avatar = false, active = true, className }: SkeletonProps) {
  const count = Math.max(0, Math.floor(lines));
  return (
    <Root className={className} role="status" aria-busy="true" aria-label="加载中">
      {avatar && <Block $active={active} style={{ width: 40, height: 40, borderRadius: '50%', flex: 'none' }} />}
      <Lines>
        {title && <Block $active={active} style={{ width: '40%', height: 20 }} />}
        {Array.from({ length: count }, (_, i) => (
          <Block
            key={i}
            data-testid="skeleton-line"
            $active={active}
            style={{ width: i === count - 1 && count > 1 ? '60%' : '100%', height: 14 }}
          />
        ))}
      </Lines>
    </Root>
  );
}

import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from './button';

export interface ErrorPanelProps {
  /** Default 页面加载失败. */
  title?: ReactNode;
  description?: ReactNode;
  /** Shows a 重试 button calling this. */
  onRetry?: () => void;
  /** Default 重试. */
  retryText?: string;
  /** Further actions beside 重试. */
  extra?: ReactNode;
  className?: string;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 12px;
  padding: 48px 16px;
  text-align: center;
  ${({ theme }) => theme.media.tabletUp} {
    padding: 80px 24px;
  }
`;

const Title = styled.h2`
  margin: 8px 0 0;
  font-size: ${({ theme }) => theme.fontSize.xl};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
`;

const Description = styled.p`
  margin: 0;
  max-width: 480px;
  font-size: ${({ theme }) => theme.fontSize.md};
  color: ${({ theme }) => theme.colors.textSecondary};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 12px;
  margin-top: 12px;
`;

function BrokenIcon() {
  return (
    <svg width="96" height="80" viewBox="0 0 96 80" fill="none" aria-hidden="true">
      <rect x="8" y="10" width="80" height="56" rx="8" fill="#f5f7fb" stroke="#d5dae3" strokeWidth="2" />
      <path d="M8 24h80" stroke="#d5dae3" strokeWidth="2" />
      <circle cx="18" cy="17" r="2.5" fill="#d5dae3" />
      <circle cx="26" cy="17" r="2.5" fill="#d5dae3" />
      <circle cx="48" cy="45" r="12" fill="#fdece8" />
      <path d="M48 38v8M48 50.5v.5" stroke="#ed4014" strokeWidth="3" strokeLinecap="round" />
      <ellipse cx="48" cy="74" rx="30" ry="4" fill="#eef0f4" />
    </svg>
  );
}

/** Shown where something failed to load (an area, a screen): message and a 重试 button. */
export function ErrorPanel({ title = '页面加载失败', description, onRetry, retryText = '重试', extra, className }: ErrorPanelProps) {
  return (
    <Root className={className} role="alert">
      <BrokenIcon />
      <Title>{title}</Title>
      {description != null && <Description>{description}</Description>}
      {(onRetry || extra) && (
        <Actions>
          {onRetry && <Button onClick={() => onRetry()}>{retryText}</Button>}
          {extra}
        </Actions>
      )}
    </Root>
  );
}

import type { ReactNode } from 'react';
import { Button } from './button';
import { Result } from './result';

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

/** Shown where something failed to load (an area, a screen): an error result with a 重试 button. */
export function ErrorPanel({ title = '页面加载失败', description, onRetry, retryText = '重试', extra, className }: ErrorPanelProps) {
  const actions =
    onRetry || extra ? (
      <>
        {onRetry && <Button onClick={() => onRetry()}>{retryText}</Button>}
        {extra}
      </>
    ) : undefined;
  return <Result className={className} status="error" icon={<BrokenIcon />} title={title} description={description} actions={actions} />;
}

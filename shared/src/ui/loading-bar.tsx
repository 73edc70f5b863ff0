import { useEffect, useState } from 'react';
import styled from 'styled-components';

export interface LoadingBarProps {
  /** True while a page/area is loading. */
  active: boolean;
  className?: string;
}

type Phase = 'idle' | 'start' | 'running' | 'done';

const Track = styled.div`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  z-index: ${({ theme }) => theme.zIndex.loadingBar};
  height: 2px;
  pointer-events: none;
`;

const Fill = styled.div<{ $phase: Phase }>`
  height: 100%;
  background: ${({ theme }) => theme.colors.primary};
  box-shadow: 0 0 8px ${({ theme }) => theme.colors.primary};
  width: ${({ $phase }) => ({ idle: '0%', start: '0%', running: '85%', done: '100%' })[$phase]};
  opacity: ${({ $phase }) => ($phase === 'done' ? 0 : 1)};
  transition: ${({ $phase }) =>
    $phase === 'running'
      ? 'width 8s cubic-bezier(0.1, 0.7, 0.3, 1)'
      : $phase === 'done'
        ? 'width 0.2s ease-out, opacity 0.3s ease 0.2s'
        : 'none'};
`;

/** A thin progress bar at the very top of the page (route / area loading). */
export function LoadingBar({ active, className }: LoadingBarProps) {
  const [phase, setPhase] = useState<Phase>(active ? 'start' : 'idle');

  useEffect(() => {
    if (active) {
      setPhase('start');
      // Next frame: let the 0% width paint, then transition towards 85%.
      const timer = setTimeout(() => setPhase('running'), 20);
      return () => clearTimeout(timer);
    }
    setPhase((current) => (current === 'idle' ? 'idle' : 'done'));
    const timer = setTimeout(() => setPhase('idle'), 500);
    return () => clearTimeout(timer);
  }, [active]);

  if (phase === 'idle') return null;
  return (
    <Track className={className} role="progressbar" aria-label="页面加载中" aria-busy={phase !== 'done'} data-testid="loading-bar">
      <Fill $phase={phase} />
    </Track>
  );
}

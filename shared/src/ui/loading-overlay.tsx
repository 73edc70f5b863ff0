import styled, { keyframes } from 'styled-components';
import type { LoadingService, LoadingState } from '../platform-contract';
import { Spinner } from './spinner';
import { useStoreSnapshot } from './use-store-snapshot';

export interface LoadingOverlayProps {
  /** The platform's loading service (only getState and subscribe are used). */
  loading: Pick<LoadingService, 'getState' | 'subscribe'>;
  className?: string;
}

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;

const Mask = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.loading};
  display: flex;
  align-items: center;
  justify-content: center;
  background: rgba(255, 255, 255, 0.55);
  animation: ${fadeIn} 0.15s ease-out;
`;

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 12px;
  min-width: 120px;
  padding: 20px 24px;
  font-size: ${({ theme }) => theme.fontSize.md};
  color: #fff;
  background: rgba(31, 35, 41, 0.78);
  border-radius: ${({ theme }) => theme.radius.md};
`;

const same = (a: LoadingState, b: LoadingState) => a.visible === b.visible && a.text === b.text;

/** The full-page loading overlay, shown while the platform's loading service is visible. */
export function LoadingOverlay({ loading, className }: LoadingOverlayProps) {
  const state = useStoreSnapshot(loading, () => loading.getState(), same);
  if (!state.visible) return null;
  const text = state.text || '加载中...';
  return (
    <Mask className={className} role="status" aria-live="polite" aria-busy="true" data-testid="loading-overlay">
      <Box>
        <Spinner size={28} color="#fff" label={null} />
        <span>{text}</span>
      </Box>
    </Mask>
  );
}

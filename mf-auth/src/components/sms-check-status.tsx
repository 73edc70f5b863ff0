import styled from 'styled-components';
import type { SmsCheckState } from '../hooks/use-sms-check';

const Status = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.colors.textSecondary};
  progress {
    width: 100%;
    height: 4px;
    appearance: none;
    border: none;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.colors.divider};
    overflow: hidden;
  }
  progress::-webkit-progress-bar {
    background: ${({ theme }) => theme.colors.divider};
  }
  progress::-webkit-progress-value {
    background: ${({ theme }) => theme.colors.primary};
  }
  progress::-moz-progress-bar {
    background: ${({ theme }) => theme.colors.primary};
  }
`;

const Failed = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.colors.danger};
`;

/**
 * What the member sees of the SMS check: while the browser does the work, a short status with its
 * progress (announced politely, nothing to read or answer); when it did not pass, why and how to retry.
 */
export function SmsCheckStatus({ state }: { state: SmsCheckState }) {
  if (state.status === 'failed') return <Failed role="alert">安全验证未通过，请重新点击“获取验证码”重试</Failed>;
  if (state.status !== 'working') return null;
  return (
    <Status role="status">
      <span>正在进行安全验证…</span>
      <progress aria-label="安全验证进度" max={100} value={Math.round(state.progress * 100)} />
    </Status>
  );
}

import type { ReactNode } from 'react';
import styled from 'styled-components';

export type ResultStatus = 'success' | 'error' | 'warning' | 'info';

export interface ResultProps {
  /** Default success. */
  status?: ResultStatus;
  title: ReactNode;
  /** 1 when the outcome is the page (404, 系统升级中) and its title the page's one `<h1>`; default 2. */
  level?: 1 | 2;
  description?: ReactNode;
  /** Buttons under the text (e.g. 查看兑换记录, 继续兑换). */
  actions?: ReactNode;
  /** Replaces the status icon. */
  icon?: ReactNode;
  /** Content under the actions (order details…). */
  children?: ReactNode;
  className?: string;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 12px;
  padding: 32px 16px;
  text-align: center;
  ${({ theme }) => theme.media.tabletUp} {
    padding: 48px 24px;
  }
`;

const Title = styled.h2`
  margin: 12px 0 0;
  font-size: ${({ theme }) => theme.fontSize.xxl};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
`;

const Description = styled.div`
  max-width: 520px;
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

const Extra = styled.div`
  width: 100%;
  max-width: 560px;
  margin-top: 24px;
  text-align: left;
`;

const statusColor = { success: 'success', error: 'danger', warning: 'warning', info: 'primary' } as const;
const glyph: Record<ResultStatus, string> = {
  success: 'M22 36l9 9 18-20',
  error: 'M26 26l20 20M46 26L26 46',
  warning: 'M36 22v18M36 49v1',
  info: 'M36 32v18M36 22v1',
};

const IconCircle = styled.span<{ $status: ResultStatus }>`
  display: inline-flex;
  color: ${({ theme, $status }) => theme.colors[statusColor[$status]]};
`;

/** The outcome of an action (兑换成功, 提交失败…): big icon, title, description and actions. */
export function Result({ status = 'success', title, level = 2, description, actions, icon, children, className }: ResultProps) {
  return (
    <Root className={className} role={status === 'error' ? 'alert' : 'status'} data-status={status}>
      {icon ?? (
        <IconCircle $status={status}>
          <svg width="72" height="72" viewBox="0 0 72 72" aria-hidden="true">
            <circle cx="36" cy="36" r="36" fill="currentColor" />
            <path d={glyph[status]} stroke="#fff" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" fill="none" />
          </svg>
        </IconCircle>
      )}
      <Title as={`h${level}`}>{title}</Title>
      {description != null && <Description>{description}</Description>}
      {actions != null && <Actions>{actions}</Actions>}
      {children != null && <Extra>{children}</Extra>}
    </Root>
  );
}

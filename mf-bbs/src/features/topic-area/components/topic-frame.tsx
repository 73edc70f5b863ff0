import type { ReactNode } from 'react';
import { Link } from '@survey/shared/router';
import styled from 'styled-components';
import { Card, PageContainer } from '@survey/shared/ui';

export interface TopicFrameProps {
  title: ReactNode;
  back?: { to: string; label: string };
  extra?: ReactNode;
  children: ReactNode;
}

/** A page of the respondents' topic area: a way back, then one card, whose title is the page's <h1>. */
export function TopicFrame({ title, back, extra, children }: TopicFrameProps) {
  return (
    <PageContainer>
      {back && <Back to={back.to}>‹ {back.label}</Back>}
      <Card title={title} extra={extra} level={1}>
        {children}
      </Card>
    </PageContainer>
  );
}

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  margin-bottom: 8px;
  color: ${({ theme }) => theme.colors.textSecondary};
  text-decoration: none;
`;

export const Muted = styled.p`
  margin: 0 0 12px;
  color: ${({ theme }) => theme.colors.textSecondary};
`;

import type { ReactNode } from 'react';
import styled from 'styled-components';
import { PageContainer, visuallyHidden } from '@survey/shared/ui';

const Panel = styled.section`
  max-width: 640px;
  margin: 12px auto 0;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.card};
  ${({ theme }) => theme.media.tabletUp} {
    margin-top: 32px;
  }
`;

// The screen's name is its one <h1> (the card's result title under it is an <h2>); drawn, it would only repeat.
const Title = styled.h1`
  ${visuallyHidden}
`;

/** The one-card page of the hand-off, return and result screens. */
export function ScreenFrame({ label, children }: { label: string; children: ReactNode }) {
  return (
    <PageContainer>
      <Panel aria-label={label}>
        <Title>{label}</Title>
        {children}
      </Panel>
    </PageContainer>
  );
}

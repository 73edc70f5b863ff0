// The frame of every sign-in screen: a centred card on a soft background, with the brand
// panel beside it on desktop.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { BrandPanel } from './brand-panel';

const Page = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: calc(100vh - ${({ theme }) => theme.layout.headerHeight});
  padding: 48px 16px;
  background:
    radial-gradient(circle at 12% 18%, rgba(47, 107, 255, 0.12) 0, transparent 42%),
    radial-gradient(circle at 88% 82%, rgba(255, 171, 0, 0.12) 0, transparent 40%),
    linear-gradient(180deg, #f3f6ff 0%, ${({ theme }) => theme.colors.background} 100%);

  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    align-items: flex-start;
    padding: 24px 12px;
  }
`;

const Frame = styled.div<{ $withBrand: boolean }>`
  display: grid;
  grid-template-columns: ${({ $withBrand }) => ($withBrand ? '380px minmax(0, 1fr)' : 'minmax(0, 1fr)')};
  width: 100%;
  max-width: ${({ $withBrand }) => ($withBrand ? '940px' : '520px')};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: 16px;
  box-shadow: 0 12px 40px rgba(31, 53, 112, 0.12), 0 2px 6px rgba(31, 35, 41, 0.04);

  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Main = styled.main`
  display: flex;
  flex-direction: column;
  min-height: 520px;
  padding: 44px 56px 36px;

  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    min-height: 0;
    padding: 28px 20px 24px;
  }
`;

const Head = styled.header`
  margin-bottom: 24px;
`;

export const AuthTitle = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.xxl};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
`;

const Subtitle = styled.p`
  margin: 8px 0 0;
  font-size: ${({ theme }) => theme.fontSize.md};
  color: ${({ theme }) => theme.colors.textSecondary};
`;

const Body = styled.div`
  flex: 1;
`;

const Foot = styled.footer`
  margin-top: 24px;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.colors.textSecondary};
  text-align: center;
`;

export interface AuthLayoutProps {
  title?: ReactNode;
  subtitle?: ReactNode;
  /** Under the content (links to the other screens). */
  footer?: ReactNode;
  /** The brand panel on desktop. Default true. */
  brand?: boolean;
  children: ReactNode;
}

export function AuthLayout({ title, subtitle, footer, brand = true, children }: AuthLayoutProps) {
  return (
    <Page>
      <Frame $withBrand={brand}>
        {brand && <BrandPanel />}
        <Main>
          {(title || subtitle) && (
            <Head>
              {title && <AuthTitle>{title}</AuthTitle>}
              {subtitle && <Subtitle>{subtitle}</Subtitle>}
            </Head>
          )}
          <Body>{children}</Body>
          {footer && <Foot>{footer}</Foot>}
        </Main>
      </Frame>
    </Page>
  );
}

/** A vertical form with the site's spacing; the submit button sits at the end. */
export const AuthForm = styled.form`
  display: flex;
  flex-direction: column;
`;

export const FormRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin: -4px 0 18px;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.colors.textSecondary};
`;

export const Divider = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  margin: 28px 0 18px;
  font-size: ${({ theme }) => theme.fontSize.xs};
  color: ${({ theme }) => theme.colors.textMuted};

  &::before,
  &::after {
    content: '';
    flex: 1;
    height: 1px;
    background: ${({ theme }) => theme.colors.divider};
  }
`;

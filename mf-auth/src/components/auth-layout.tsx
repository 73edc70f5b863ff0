// The frame of every sign-in screen: a card on a soft background, with the brand panel beside
// it on desktop (phones and tablets get the form alone). The shell owns the page's <main>, so the
// card is a plain box; the card owns the page's one <h1>.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { visuallyHidden } from '@survey/shared/ui';
import { BrandPanel } from './brand-panel';
import { SiteConfigAlert } from './site-config-alert';

// The card hangs from the top (never centred on its own height), so a card that grows or
// shrinks never moves its top edge.
const Page = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: flex-start;
  gap: 16px;
  min-height: calc(100vh - ${({ theme }) => theme.layout.headerHeight});
  padding: 16px 12px;
  background:
    radial-gradient(circle at 12% 18%, rgba(47, 107, 255, 0.12) 0, transparent 42%),
    radial-gradient(circle at 88% 82%, rgba(255, 171, 0, 0.12) 0, transparent 40%),
    linear-gradient(180deg, #f3f6ff 0%, ${({ theme }) => theme.colors.background} 100%);

  ${({ theme }) => theme.media.tabletUp} {
    padding: 48px 16px;
  }
`;

const Frame = styled.div<{ $withBrand: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  width: 100%;
  max-width: 520px;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: 16px;
  box-shadow:
    0 12px 40px rgba(31, 53, 112, 0.12),
    0 2px 6px rgba(31, 35, 41, 0.04);

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: ${({ $withBrand }) => ($withBrand ? '380px minmax(0, 1fr)' : 'minmax(0, 1fr)')};
    max-width: ${({ $withBrand }) => ($withBrand ? '940px' : '520px')};
  }
`;

const Main = styled.div`
  display: flex;
  flex-direction: column;
  padding: 24px 16px;

  ${({ theme }) => theme.media.tabletUp} {
    min-height: 520px;
    padding: 44px 56px 36px;
  }
`;

const Head = styled.header`
  margin-bottom: 16px;
  ${({ theme }) => theme.media.tabletUp} {
    margin-bottom: 24px;
  }
`;

export const AuthTitle = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.xl};
  ${({ theme }) => theme.media.tabletUp} {
    font-size: ${({ theme }) => theme.fontSize.xxl};
  }
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
`;

const HiddenTitle = styled.h1`
  ${visuallyHidden}
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
  /** The page's <h1> when the card draws no title (a Result's outcome shows it): read, not drawn. */
  heading?: string;
  subtitle?: ReactNode;
  /** Under the content (links to the other screens). */
  footer?: ReactNode;
  /** The brand panel on desktop. Default true. */
  brand?: boolean;
  /** Under the card (the login page's banners). */
  aside?: ReactNode;
  children: ReactNode;
}

export function AuthLayout({ title, heading, subtitle, footer, brand = true, aside, children }: AuthLayoutProps) {
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
          {!title && heading && <HiddenTitle>{heading}</HiddenTitle>}
          <Body>
            <SiteConfigAlert />
            {children}
          </Body>
          {footer && <Foot>{footer}</Foot>}
        </Main>
      </Frame>
      {aside}
    </Page>
  );
}

/** A vertical form with the site's spacing; the submit button sits at the end. */
export const AuthForm = styled.form`
  display: flex;
  flex-direction: column;
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

// The login page's banners (GET /v1/banners/login): what a visitor gets by signing in, under the
// form at every width. A banner's link is followed only to a site path or an http(s) page.
import type { MouseEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { isSafeRedirect, usePlatform } from '@survey/shared';
import { Img } from '@survey/shared/ui';
import type { Banner } from '@survey/contract';
import { isNavigableUrl } from '../../../lib/safe-redirect';
import { useLoginBanners } from '../api/get-banners-login';

const Strip = styled.section`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(240px, 100%), 1fr));
  gap: 12px;
  width: 100%;
  max-width: 940px;
`;

const Card = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  min-height: 72px;
  padding: 12px 16px;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.card};
  img {
    flex: none;
    width: 64px;
    height: 48px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.md};
  }
  strong {
    display: block;
    font-size: ${({ theme }) => theme.fontSize.md};
    font-weight: 600;
  }
  span {
    display: block;
    margin-top: 2px;
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.colors.textSecondary};
  }
  &[href]:hover strong {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

function BannerCard({ banner }: { banner: Banner }) {
  const { navigate } = usePlatform();
  const body: ReactNode = (
    <>
      {banner.image && <Img src={banner.image} alt="" width={64} height={48} />}
      <div>
        <strong>{banner.title}</strong>
        {banner.subtitle && <span>{banner.subtitle}</span>}
      </div>
    </>
  );
  if (isSafeRedirect(banner.link)) {
    const follow = (event: MouseEvent<HTMLAnchorElement>) => {
      if (event.metaKey || event.ctrlKey || event.shiftKey) return;
      event.preventDefault();
      navigate(banner.link);
    };
    return (
      <Card as="a" href={banner.link} onClick={follow}>
        {body}
      </Card>
    );
  }
  if (isNavigableUrl(banner.link)) {
    return (
      <Card as="a" href={banner.link} target="_blank" rel="noopener noreferrer">
        {body}
      </Card>
    );
  }
  return <Card>{body}</Card>;
}

export function LoginBanners() {
  const banners = useLoginBanners();
  if (banners.length === 0) return null;
  return (
    <Strip aria-label="登录有礼">
      {banners.map((banner) => (
        <BannerCard key={banner.id} banner={banner} />
      ))}
    </Strip>
  );
}

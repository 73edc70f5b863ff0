import { Link } from '@survey/shared/router';
import styled from 'styled-components';
import type { SiteConfig } from '@survey/shared';

const LINKS = [
  { to: '/about', label: '关于我们' },
  { to: '/agreement', label: '用户协议' },
  { to: '/privacy', label: '隐私政策' },
  { to: '/cooperate', label: '商务合作' },
];

export function Footer({ site }: { site: SiteConfig }) {
  return (
    <Bar data-testid="site-footer">
      <Inner>
        <Slogan>{site.slogan}</Slogan>
        <Links aria-label="页脚导航">
          {LINKS.map((link) => (
            <Link key={link.to} to={link.to}>
              {link.label}
            </Link>
          ))}
        </Links>
        <Meta>
          <span>{site.companyName}</span>
          <span>{site.copyright}</span>
          {site.registrations.map((text) => (
            <span key={text}>{text}</span>
          ))}
        </Meta>
      </Inner>
    </Bar>
  );
}

const Bar = styled.footer`
  margin-top: 32px;
  background: ${({ theme }) => theme.colors.headerDark};
  color: rgba(255, 255, 255, 0.65);
  font-size: ${({ theme }) => theme.fontSize.sm};
  ${({ theme }) => theme.media.tabletUp} {
    margin-top: 48px;
  }
`;

const Inner = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 24px 16px;
  display: grid;
  gap: 12px;
  text-align: center;
  ${({ theme }) => theme.media.tabletUp} {
    padding: 32px 24px;
    gap: 14px;
  }
`;

const Slogan = styled.p`
  margin: 0;
  color: #fff;
  font-size: ${({ theme }) => theme.fontSize.lg};
  letter-spacing: 2px;
`;

// Phones: the four links two by two, each a 44px tap target; one row from tablet width.
const Links = styled.nav`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-height: 44px;
    color: rgba(255, 255, 255, 0.85);
    text-decoration: none;
  }
  a:hover {
    color: #fff;
  }
  ${({ theme }) => theme.media.tabletUp} {
    display: flex;
    justify-content: center;
    gap: 28px;
    a {
      min-height: 0;
    }
  }
`;

// Phones: company, copyright and registrations one per line.
const Meta = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  ${({ theme }) => theme.media.tabletUp} {
    flex-direction: row;
    flex-wrap: wrap;
    justify-content: center;
    gap: 8px 20px;
  }
`;

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
  margin-top: 48px;
  background: ${({ theme }) => theme.colors.headerDark};
  color: rgba(255, 255, 255, 0.65);
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Inner = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 32px 24px;
  display: grid;
  gap: 14px;
  text-align: center;
`;

const Slogan = styled.p`
  margin: 0;
  color: #fff;
  font-size: ${({ theme }) => theme.fontSize.lg};
  letter-spacing: 2px;
`;

const Links = styled.nav`
  display: flex;
  justify-content: center;
  gap: 28px;
  a {
    color: rgba(255, 255, 255, 0.85);
    text-decoration: none;
  }
  a:hover {
    color: #fff;
  }
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 8px 20px;
`;

import styled from 'styled-components';
import { PageContainer, Skeleton } from '@survey/shared/ui';
import { AsyncContent } from '@survey/shared/ui/data';
import { RichText } from '@survey/shared/ui/rich-text';
import { formatDate } from '@survey/shared/format';
import { useInfoPage, type PageSlug } from '../api/get-page';

/** Shown in the error panel, so the member knows which page failed. */
const NAMES: Record<PageSlug, string> = {
  about: '关于我们',
  agreement: '用户协议',
  privacy: '隐私政策',
  cooperate: '商务合作',
  product: '产品介绍',
  sdk: '第三方SDK目录',
};

const Article = styled.article`
  max-width: 880px;
  margin: 0 auto;
  padding: 24px 16px 28px;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.card};
  ${({ theme }) => theme.media.tabletUp} {
    padding: 48px 56px 56px;
  }
`;

const Header = styled.header`
  margin-bottom: 20px;
  padding-bottom: 16px;
  text-align: center;
  border-bottom: 1px solid ${({ theme }) => theme.colors.divider};
  ${({ theme }) => theme.media.tabletUp} {
    margin-bottom: 32px;
    padding-bottom: 20px;
  }
  h1 {
    margin: 0 0 8px;
    font-size: ${({ theme }) => theme.fontSize.xl};
    ${({ theme }) => theme.media.tabletUp} {
      font-size: ${({ theme }) => theme.fontSize.xxl};
    }
    font-weight: 600;
    color: ${({ theme }) => theme.colors.text};
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Body = styled(RichText)`
  font-size: 15px;
  line-height: 1.9;
`;

/** An info or legal page from the API in a readable article card. */
export function InfoPageView({ slug }: { slug: PageSlug }) {
  const infoPage = useInfoPage(slug);
  return (
    <PageContainer paddingY={40}>
      <Article aria-busy={infoPage.status === 'loading'}>
        <AsyncContent
          state={infoPage}
          errorTitle={`${NAMES[slug]}加载失败`}
          errorDescription="请检查网络后重试"
          errorOverData
          skeleton={<Skeleton title lines={10} />}
        >
          {(page) => {
            const updated = formatDate(page.updatedAt, 'YYYY年M月D日');
            return (
              <>
                <Header>
                  <h1>{page.title}</h1>
                  {updated && <p>更新日期：{updated}</p>}
                </Header>
                <Body html={page.html} />
              </>
            );
          }}
        </AsyncContent>
      </Article>
    </PageContainer>
  );
}

export const AboutPage = () => <InfoPageView slug="about" />;
export const AgreementPage = () => <InfoPageView slug="agreement" />;
export const PrivacyPage = () => <InfoPageView slug="privacy" />;
export const CooperatePage = () => <InfoPageView slug="cooperate" />;
export const ProductPage = () => <InfoPageView slug="product" />;
export const SdkPage = () => <InfoPageView slug="sdk" />;

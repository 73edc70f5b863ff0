import styled from 'styled-components';
import { usePlatform } from '@survey/shared';
import { Button, PageContainer, Section } from '@survey/shared/ui';
import { useBanners } from '../api/get-banners';
import { BannerRow } from './banner-row';
import { Hero } from './hero';
import { Highlights } from './highlights';

const Closing = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 20px;
  margin-top: 32px;
  padding: 24px 16px;
  color: #fff;
  background:
    radial-gradient(circle at 95% 0%, rgba(255, 214, 102, 0.4) 0, transparent 40%),
    linear-gradient(120deg, ${({ theme }) => theme.colors.headerDark} 0%, #24407f 100%);
  border-radius: ${({ theme }) => theme.radius.lg};
  ${({ theme }) => theme.media.tabletUp} {
    gap: 24px;
    margin-top: 56px;
    padding: 36px 40px;
  }
  h2 {
    margin: 0 0 6px;
    font-size: ${({ theme }) => theme.fontSize.xl};
    font-weight: 600;
    ${({ theme }) => theme.media.tabletUp} {
      font-size: ${({ theme }) => theme.fontSize.xxl};
    }
  }
  p {
    margin: 0;
    color: rgba(255, 255, 255, 0.75);
  }
`;

/** `/`: the public landing page (the shell sends signed-in members to /home). */
export function LandingPage() {
  const { navigate } = usePlatform();
  const banners = useBanners();
  return (
    <>
      <Hero />
      <PageContainer paddingY={56}>
        <Section title="如何赚取金币" description="四步开启你的有偿调研之旅">
          <Highlights />
        </Section>
        {/* After the fixed content: banners arriving late push nothing that is on screen. */}
        {banners.length > 0 && (
          <Section title="精彩活动" description="正在进行的调研与福利活动">
            <BannerRow banners={banners} />
          </Section>
        )}
        <Closing>
          <div>
            <h2>说出你的想法，就能赚金币</h2>
            <p>注册即可参与调研任务，用金币兑换心仪好礼。</p>
          </div>
          <Button variant="gold" size="lg" onClick={() => navigate('/login')}>
            立即加入
          </Button>
        </Closing>
      </PageContainer>
    </>
  );
}

export default LandingPage;

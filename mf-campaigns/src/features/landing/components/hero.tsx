import styled from 'styled-components';
import { usePlatform } from '@survey/shared';
import { Button, CoinIcon } from '@survey/shared/ui';

const Root = styled.section`
  position: relative;
  overflow: hidden;
  /* The shell's header lies fixed over the top of this page (56px on phones, 64px wider). */
  padding: calc(${({ theme }) => theme.layout.headerHeightPhone} + 32px) 16px 48px;
  color: #fff;
  background:
    radial-gradient(circle at 80% 30%, rgba(255, 171, 0, 0.35) 0, transparent 35%),
    radial-gradient(circle at 10% 90%, rgba(47, 107, 255, 0.55) 0, transparent 45%),
    linear-gradient(135deg, #0d1630 0%, ${({ theme }) => theme.colors.headerDark} 45%, #1f3f94 100%);
  ${({ theme }) => theme.media.tabletUp} {
    padding: calc(${({ theme }) => theme.layout.headerHeight} + 72px) 16px 96px;
  }
`;

const Inner = styled.div`
  position: relative;
  z-index: 1;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 48px;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
`;

const Copy = styled.div`
  max-width: 620px;
`;

const Eyebrow = styled.p`
  display: inline-block;
  margin: 0 0 20px;
  padding: 4px 14px;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: #ffd666;
  background: rgba(255, 214, 102, 0.12);
  border: 1px solid rgba(255, 214, 102, 0.35);
  border-radius: ${({ theme }) => theme.radius.pill};
`;

const Tagline = styled.h1`
  margin: 0 0 16px;
  font-size: 28px;
  font-weight: 700;
  line-height: 1.25;
  letter-spacing: 1px;
  em {
    font-style: normal;
    background: linear-gradient(90deg, #ffd666, ${({ theme }) => theme.colors.gold});
    -webkit-background-clip: text;
    background-clip: text;
    color: transparent;
  }
  ${({ theme }) => theme.media.tabletUp} {
    margin-bottom: 20px;
    font-size: 44px;
  }
`;

const Lead = styled.p`
  margin: 0 0 24px;
  font-size: ${({ theme }) => theme.fontSize.lg};
  line-height: 1.8;
  color: rgba(255, 255, 255, 0.8);
  ${({ theme }) => theme.media.tabletUp} {
    margin-bottom: 36px;
  }
`;

// Phones: the two buttons full width, one under the other.
const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  ${({ theme }) => theme.media.tabletUp} {
    flex-direction: row;
    flex-wrap: wrap;
    gap: 16px;
  }
`;

const OutlineButton = styled(Button)`
  color: #fff;
  background: transparent;
  border-color: rgba(255, 255, 255, 0.6);
  &:hover:not(:disabled) {
    color: #fff;
    background: rgba(255, 255, 255, 0.12);
    border-color: #fff;
  }
`;

const Coins = styled.div`
  position: relative;
  flex: none;
  width: 320px;
  height: 280px;
  ${({ theme }) => theme.media.belowDesktop} {
    display: none;
  }
`;

// Still, and without a filter: five floating coins with drop shadows made the first frame
// (rastered before the page shows) some 20 ms slower, and kept the compositor busy ever after.
// The hero's gold glow behind them does the shadows' work.
const Coin = styled.span<{ $x: number; $y: number; $size: number; $tilt: number }>`
  position: absolute;
  left: ${({ $x }) => $x}px;
  top: ${({ $y }) => $y}px;
  transform: rotate(${({ $tilt }) => $tilt}deg);
  svg {
    width: ${({ $size }) => $size}px;
    height: ${({ $size }) => $size}px;
  }
`;

const COINS = [
  { x: 110, y: 60, size: 140, tilt: -8 },
  { x: 20, y: 10, size: 64, tilt: 12 },
  { x: 240, y: 20, size: 52, tilt: -18 },
  { x: 40, y: 190, size: 72, tilt: 20 },
  { x: 250, y: 200, size: 44, tilt: -6 },
];

/** The top of the landing page: tagline, what members do here, and the way in. */
export function Hero() {
  const { navigate, site } = usePlatform();
  return (
    <Root aria-labelledby="landing-tagline">
      <Inner>
        <Copy>
          <Eyebrow>{site.appName} · 会员有偿调研社区</Eyebrow>
          <Tagline id="landing-tagline">
            靠谱的<em>有偿问卷</em>调查平台
          </Tagline>
          <Lead>参与问卷调查、新品试用和讨论组，说出你的真实想法就能赚取金币；每日签到再领一份，金币可兑换现金、卡券和实物好礼。</Lead>
          <Actions>
            <Button variant="gold" size="lg" onClick={() => navigate('/register')}>
              免费注册，开始赚金币
            </Button>
            <OutlineButton variant="secondary" size="lg" onClick={() => navigate('/login')}>
              已有账号，去登录
            </OutlineButton>
          </Actions>
        </Copy>
        <Coins aria-hidden="true">
          {COINS.map((coin, index) => (
            <Coin key={index} $x={coin.x} $y={coin.y} $size={coin.size} $tilt={coin.tilt}>
              <CoinIcon size={coin.size} />
            </Coin>
          ))}
        </Coins>
      </Inner>
    </Root>
  );
}

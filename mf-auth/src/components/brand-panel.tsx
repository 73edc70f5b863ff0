// The desktop side panel: who we are and why to sign in, with an illustration.
import styled from 'styled-components';
import { usePlatform } from '@survey/shared';
import { CheckCircleIcon } from './icons';

// Desktop only: phones and tablets go straight to the form.
const Panel = styled.aside`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 24px;
  padding: 48px 40px 40px;
  overflow: hidden;
  color: #fff;
  background: linear-gradient(155deg, #2f6bff 0%, #4b7dff 45%, #6f9bff 100%);

  &::before,
  &::after {
    content: '';
    position: absolute;
    border-radius: 50%;
    background: rgba(255, 255, 255, 0.08);
    pointer-events: none;
  }
  &::before {
    width: 320px;
    height: 320px;
    top: -120px;
    right: -140px;
  }
  &::after {
    width: 220px;
    height: 220px;
    bottom: -90px;
    left: -80px;
  }

  ${({ theme }) => theme.media.belowDesktop} {
    display: none;
  }
`;

const Name = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
  font-size: ${({ theme }) => theme.fontSize.xl};
  font-weight: 700;
  letter-spacing: 1px;
`;

const Logo = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  font-size: 18px;
  color: ${({ theme }) => theme.colors.primary};
  background: #fff;
  border-radius: 10px;
  box-shadow: 0 4px 12px rgba(0, 0, 0, 0.12);
`;

const Tagline = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.xxl};
  font-weight: 600;
  line-height: 1.4;
`;

const Points = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSize.md};
  color: rgba(255, 255, 255, 0.92);

  li {
    display: flex;
    align-items: center;
    gap: 8px;
  }
`;

const Art = styled.div`
  position: relative;
  z-index: 1;
  margin-top: auto;
  display: flex;
  justify-content: center;
`;

const Slogan = styled.div`
  position: relative;
  z-index: 1;
  font-size: ${({ theme }) => theme.fontSize.xs};
  color: rgba(255, 255, 255, 0.75);
  text-align: center;
`;

/** A survey sheet with check marks and gold coins. */
function Illustration() {
  return (
    <svg width="240" height="180" viewBox="0 0 240 180" aria-hidden="true" focusable="false">
      <ellipse cx="120" cy="166" rx="96" ry="10" fill="rgba(0,0,0,0.12)" />
      <rect x="52" y="18" width="120" height="146" rx="12" fill="#fff" />
      <rect x="92" y="10" width="40" height="16" rx="6" fill="#dbe6ff" />
      {[48, 80, 112].map((y, i) => (
        <g key={y}>
          <rect x="68" y={y} width="16" height="16" rx="4" fill={i < 2 ? '#19be6b' : '#eaf0ff'} />
          {i < 2 && (
            <path d={`M72 ${y + 8}l3 3 5-6`} stroke="#fff" strokeWidth="2.2" fill="none" strokeLinecap="round" strokeLinejoin="round" />
          )}
          <rect x="92" y={y + 2} width="62" height="5" rx="2.5" fill="#c9d7ff" />
          <rect x="92" y={y + 11} width="40" height="4" rx="2" fill="#e4ebff" />
        </g>
      ))}
      <rect x="68" y="140" width="86" height="12" rx="6" fill="#2f6bff" opacity="0.85" />
      <g>
        <circle cx="186" cy="118" r="24" fill="#ffab00" />
        <circle cx="186" cy="118" r="18" fill="#ffc53d" />
        <text x="186" y="125" textAnchor="middle" fontSize="20" fontWeight="700" fill="#b37800">
          ¥
        </text>
      </g>
      <g>
        <circle cx="206" cy="64" r="15" fill="#ffab00" />
        <circle cx="206" cy="64" r="11" fill="#ffc53d" />
      </g>
      <g>
        <circle cx="34" cy="96" r="12" fill="#ffab00" />
        <circle cx="34" cy="96" r="8.5" fill="#ffc53d" />
      </g>
      <path d="M24 40l4 8 8 4-8 4-4 8-4-8-8-4 8-4z" fill="rgba(255,255,255,0.7)" />
      <path d="M214 20l2.5 5 5 2.5-5 2.5-2.5 5-2.5-5-5-2.5 5-2.5z" fill="rgba(255,255,255,0.7)" />
    </svg>
  );
}

export function BrandPanel() {
  const { site } = usePlatform();
  return (
    <Panel>
      <Name>
        <Logo aria-hidden="true">问</Logo>
        {site.appName}
      </Name>
      <Tagline>
        靠谱的有偿问卷平台
        <br />
        你的每一个观点都有价值
      </Tagline>
      <Points>
        <li>
          <CheckCircleIcon size={18} />
          完成问卷、试用等任务赚金币
        </li>
        <li>
          <CheckCircleIcon size={18} />
          金币兑换现金、实物与虚拟好礼
        </li>
        <li>
          <CheckCircleIcon size={18} />
          每日签到、邀请好友，奖励不停
        </li>
      </Points>
      <Art>
        <Illustration />
      </Art>
      {site.slogan && <Slogan>{site.slogan}</Slogan>}
    </Panel>
  );
}

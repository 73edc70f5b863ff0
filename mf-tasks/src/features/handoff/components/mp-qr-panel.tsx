import { QRCodeSVG } from 'qrcode.react';
import styled from 'styled-components';
import type { TaskHandoff } from '@survey/contract';
import { formatDate } from '@survey/shared/format';

const QR_SIZE = 200;

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 12px;
  padding: 24px 16px 32px;
  text-align: center;
  & h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
  & p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;

const Frame = styled.div`
  padding: 16px;
  background: #fff;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
`;

const OpenHere = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  color: ${({ theme }) => theme.colors.primary};
`;

/** A mini-program task: the hand-off as a QR code to scan with the phone (or opened on this device). */
export function MpQrPanel({ handoff }: { handoff: TaskHandoff }) {
  const absolute = new URL(handoff.url, window.location.origin).href;
  return (
    <Root>
      <h2>用手机微信扫码参加</h2>
      <p>这是一个小程序任务，请用手机微信扫描下方二维码进入答题。</p>
      <Frame data-testid="mp-qrcode">
        <QRCodeSVG value={absolute} size={QR_SIZE} level="M" marginSize={0} title="任务二维码" />
      </Frame>
      <p>二维码在 {formatDate(handoff.expiresAt, 'HH:mm')} 前有效，答完后会自动回到问卷社区领取奖励。</p>
      <OpenHere href={handoff.url}>在本设备上打开</OpenHere>
    </Root>
  );
}

import { QRCodeSVG } from 'qrcode.react';
import styled from 'styled-components';
import { Button, Spinner } from '@survey/shared/ui';
import { CheckCircleIcon, RefreshIcon } from '../../../components/icons';
import { useFinishLogin } from '../../../hooks/use-finish-login';
import { useQrLogin, type QrStatus } from '../hooks/use-qr-login';

const QR_SIZE = 180;
/** The panel's fixed height: the login screen keeps every tab this high, so switching never moves the card. */
export const QR_PANEL_HEIGHT = 264;

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 16px;
  min-height: ${QR_PANEL_HEIGHT}px;
  padding: 8px 0 4px;
`;

const Frame = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: center;
  width: ${QR_SIZE + 32}px;
  height: ${QR_SIZE + 32}px;
  background: #fff;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: 0 4px 16px rgba(31, 53, 112, 0.06);
`;

const Overlay = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 10px;
  font-size: ${({ theme }) => theme.fontSize.md};
  font-weight: 500;
  color: ${({ theme }) => theme.colors.text};
  background: rgba(255, 255, 255, 0.94);
  border-radius: inherit;
`;

const Scanned = styled(Overlay)`
  color: ${({ theme }) => theme.colors.success};
`;

const Tip = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.md};
  color: ${({ theme }) => theme.colors.textSecondary};
  text-align: center;
  strong {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 500;
  }
`;

const tips: Record<QrStatus, string> = {
  loading: '正在生成二维码…',
  waiting: '',
  scanned: '已扫码，请在手机上确认',
  expired: '二维码已过期，请点击刷新',
  error: '二维码加载失败，请点击刷新',
  confirmed: '登录成功，正在跳转…',
};

/** 扫码登录: the QR code of a login ticket, polled every 2 s while this panel is shown. */
export function QrLoginPanel() {
  const finish = useFinishLogin();
  const { ticket, status, refresh } = useQrLogin((result) => finish(result, 'qrcode'));
  const stale = status === 'expired' || status === 'error';

  return (
    <Root>
      <Frame data-testid="qr-frame">
        {ticket ? (
          <QRCodeSVG value={ticket.content} size={QR_SIZE} level="M" marginSize={0} title="登录二维码" />
        ) : (
          !stale && <Spinner size={28} label="二维码加载中" />
        )}
        {status === 'scanned' && (
          <Scanned>
            <CheckCircleIcon size={40} />
            扫码成功
          </Scanned>
        )}
        {stale && (
          <Overlay>
            <span>{status === 'expired' ? '二维码已过期' : '二维码加载失败'}</span>
            <Button size="sm" icon={<RefreshIcon size={14} />} onClick={refresh}>
              刷新
            </Button>
          </Overlay>
        )}
      </Frame>
      <Tip role="status" aria-live="polite">
        {status === 'waiting' ? (
          <>
            请使用 <strong>手机App</strong> 扫一扫登录
          </>
        ) : (
          tips[status]
        )}
      </Tip>
    </Root>
  );
}

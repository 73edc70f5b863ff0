import { QRCodeSVG } from 'qrcode.react';
import styled from 'styled-components';

const Figure = styled.figure`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
  margin: 0;
  padding: 12px;
  background: #fff;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  figcaption {
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.colors.textSecondary};
    text-align: center;
  }
`;

/** A QR code of `value` (an absolute URL) with what scanning it does. */
export function QrCard({ value, caption, size = 148 }: { value: string; caption: string; size?: number }) {
  return (
    <Figure>
      <QRCodeSVG value={value} size={size} level="M" marginSize={0} title={caption} />
      <figcaption>{caption}</figcaption>
    </Figure>
  );
}

/** The absolute URL of a site path, for QR codes and copied links. */
export const siteUrl = (path: string): string => `${window.location.origin}${path}`;

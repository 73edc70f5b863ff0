import styled, { css } from 'styled-components';
import { Spinner } from '@survey/shared/ui';
import { ProviderGlyph } from './icons';
import { PROVIDERS, providerLabel } from '../lib/providers';
import { useSnsLogin } from '../hooks/use-sns-login';

const List = styled.ul<{ $large: boolean }>`
  display: ${({ $large }) => ($large ? 'grid' : 'flex')};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  justify-content: center;
  gap: ${({ $large }) => ($large ? '14px' : '28px')};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.phone} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ $large }) => ($large ? '12px' : '20px')};
  }
`;

const Item = styled.button<{ $color: string; $large: boolean }>`
  display: flex;
  align-items: center;
  font-family: inherit;
  color: ${({ theme }) => theme.colors.textSecondary};
  background: transparent;
  border: 0;
  cursor: pointer;
  transition:
    color 0.2s,
    border-color 0.2s,
    box-shadow 0.2s,
    transform 0.2s;

  &:disabled {
    cursor: progress;
    opacity: 0.7;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 3px;
    border-radius: 12px;
  }

  ${({ $large, $color, theme }) =>
    $large
      ? css`
          gap: 14px;
          width: 100%;
          height: 64px;
          padding: 0 18px;
          font-size: ${theme.fontSize.lg};
          color: ${theme.colors.text};
          background: ${theme.colors.surface};
          border: 1px solid ${theme.colors.border};
          border-radius: ${theme.radius.lg};
          &:hover:not(:disabled) {
            border-color: ${$color};
            box-shadow: 0 4px 14px rgba(31, 35, 41, 0.08);
          }
        `
      : css`
          flex-direction: column;
          gap: 6px;
          font-size: ${theme.fontSize.xs};
          &:hover:not(:disabled) {
            color: ${$color};
            transform: translateY(-2px);
          }
        `}
`;

const Badge = styled.span<{ $color: string; $size: number }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  color: #fff;
  background: ${({ $color }) => $color};
  border-radius: 50%;
  box-shadow: 0 3px 10px ${({ $color }) => `${$color}40`};
`;

const Hint = styled.span`
  margin-left: auto;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The four third-party sign-in buttons (微信 QQ 微博 支付宝); `large` for the chooser page. */
export function ThirdPartyButtons({ large = false }: { large?: boolean }) {
  const { start, pending } = useSnsLogin();
  return (
    <List $large={large} aria-label="第三方账号登录">
      {PROVIDERS.map((provider) => {
        const label = providerLabel(provider.type);
        const busy = pending === provider.type;
        return (
          <li key={provider.type}>
            <Item
              type="button"
              $color={provider.color}
              $large={large}
              disabled={pending !== null}
              aria-busy={busy || undefined}
              aria-label={`${label}登录`}
              onClick={() => void start(provider.type)}
            >
              <Badge $color={provider.color} $size={large ? 40 : 36}>
                {busy ? <Spinner size={16} color="#fff" label={null} /> : <ProviderGlyph type={provider.type} size={large ? 24 : 20} />}
              </Badge>
              <span>{large ? `${label}登录` : label}</span>
              {large && <Hint aria-hidden="true">›</Hint>}
            </Item>
          </li>
        );
      })}
    </List>
  );
}

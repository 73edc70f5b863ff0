import styled from 'styled-components';
import { Button } from '@survey/shared/ui';
import { useEncryptionKey } from '../hooks/use-encryption-key';

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 12px;
  margin-bottom: 16px;
  padding: 12px 16px;
  font-size: ${({ theme }) => theme.fontSize.sm};
  line-height: 1.6;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.dangerSoft};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radius.md};
`;

/**
 * Said at once, above the form, when the site config (and with it the key the mobile and code are
 * encrypted with) could not be read: otherwise every 登录 / 获取验证码 would fail without a word.
 */
export function SiteConfigAlert() {
  const { ready, retrying, retry } = useEncryptionKey();
  if (ready) return null;
  return (
    <Box role="alert">
      <span>网站配置读取失败，暂时无法登录或注册。请检查网络后重试。</span>
      <Button size="sm" variant="secondary" loading={retrying} onClick={() => void retry()}>
        重试
      </Button>
    </Box>
  );
}

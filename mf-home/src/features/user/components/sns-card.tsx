import { useCallback, useState } from 'react';
import styled from 'styled-components';
import type { SnsBinding, SnsProvider } from '@survey/contract';
import { usePlatform } from '@survey/shared';
import { Button, Card, ErrorPanel, Skeleton, Tag } from '@survey/shared/ui';
import { Modal } from '@survey/shared/ui/modal';
import { useSnsBindings } from '../api/get-sns';
import { useSnsUrl } from '../api/get-sns-url';
import { useUnbindSns } from '../api/post-sns-unbind';
import { PENDING_BIND_KEY, useSnsReturn } from '../hooks/use-sns-return';
import { SettingRow, SettingRows } from './setting-rows';

const PROVIDER_OF: Record<number, SnsProvider> = { 1: 'wechat', 2: 'qq', 3: 'weibo', 4: 'alipay' };

/** WeChat, QQ, Weibo and Alipay: bind through the provider's page, unbind after a confirmation. */
export function SnsCard({ onChanged }: { onChanged: () => void }) {
  const { notify } = usePlatform();
  const { data, status, reload } = useSnsBindings();
  const snsUrl = useSnsUrl();
  const unbind = useUnbindSns();
  const [confirming, setConfirming] = useState<SnsBinding | null>(null);
  const [busy, setBusy] = useState(false);
  const refresh = useCallback(() => {
    void reload();
    onChanged();
  }, [reload, onChanged]);
  useSnsReturn(refresh);

  const startBind = async (b: SnsBinding) => {
    try {
      const { url } = await snsUrl({ type: b.type, redirect: '/home/user' });
      window.sessionStorage.setItem(PENDING_BIND_KEY, PROVIDER_OF[b.type]);
      window.location.assign(url);
    } catch {
      // shown by the client
    }
  };

  const doUnbind = async () => {
    if (!confirming) return;
    setBusy(true);
    try {
      await unbind({ type: confirming.type });
      notify.success(`已解除${confirming.name}绑定`);
      setConfirming(null);
      refresh();
    } catch {
      // shown by the client (e.g. the only way to sign in)
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title="第三方账号">
      {status === 'error' && !data ? (
        <ErrorPanel title="绑定信息加载失败" onRetry={() => void reload()} />
      ) : !data ? (
        <Skeleton lines={4} />
      ) : (
        <SettingRows>
          {data.map((b) => (
            <SettingRow key={b.type} aria-label={b.name}>
              <Name>
                {b.name}
                {b.bound ? <Tag type="success">已绑定{b.nickname ? ` ${b.nickname}` : ''}</Tag> : <Tag>未绑定</Tag>}
              </Name>
              {b.bound ? (
                <Button variant="secondary" onClick={() => setConfirming(b)}>
                  解绑
                </Button>
              ) : (
                <Button onClick={() => void startBind(b)}>
                  绑定
                </Button>
              )}
            </SettingRow>
          ))}
        </SettingRows>
      )}
      <Modal open={Boolean(confirming)} title="解除绑定" onClose={() => setConfirming(null)} onOk={() => void doUnbind()} okText="解除绑定" confirmLoading={busy}>
        解除后将不能再用{confirming?.name}登录，确定解除吗？
      </Modal>
    </Card>
  );
}

const Name = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
`;

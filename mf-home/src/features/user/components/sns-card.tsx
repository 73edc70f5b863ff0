import { useCallback, useState } from 'react';
import styled from 'styled-components';
import type { Account, SnsBinding, SnsProvider } from '@survey/contract';
import { usePlatform } from '@survey/shared';
import { Button, Card, Tag } from '@survey/shared/ui';
import { AsyncContent, Rows } from '@survey/shared/ui/data';
import { Modal } from '@survey/shared/ui/modal';
import { useSnsBindings } from '../api/get-sns';
import { useSnsUrl } from '../api/get-sns-url';
import { useUnbindSns } from '../api/post-sns-unbind';
import { PENDING_BIND_KEY, useSnsReturn } from '../hooks/use-sns-return';
import { SettingRow } from './setting-row';
import { useStepUp } from './step-up';

const PROVIDER_OF: Record<number, SnsProvider> = { 1: 'wechat', 2: 'qq', 3: 'weibo', 4: 'alipay' };

/**
 * WeChat, QQ, Weibo and Alipay: bind through the provider's page and, back here, a step-up (password or
 * code to the current mobile); unbind after a confirmation.
 */
export function SnsCard({ account, onChanged }: { account: Account | null | undefined; onChanged: () => void }) {
  const { notify } = usePlatform();
  const bindings = useSnsBindings();
  const { reload } = bindings;
  const snsUrl = useSnsUrl();
  const unbind = useUnbindSns();
  const [confirming, setConfirming] = useState<SnsBinding | null>(null);
  const [busy, setBusy] = useState(false);
  const refresh = useCallback(() => {
    void reload();
    onChanged();
  }, [reload, onChanged]);
  const returned = useSnsReturn(refresh);
  const stepUp = useStepUp({ mobile: account?.mobile ?? '', hasPassword: account?.hasPassword ?? false });
  const [binding, setBinding] = useState(false);

  const confirmBind = async () => {
    setBinding(true);
    try {
      const ticket = await stepUp.prove();
      if (ticket) {
        await returned.bind(ticket);
        stepUp.reset();
      }
    } catch {
      // shown by the client (e.g. 登录密码错误)
    } finally {
      setBinding(false);
    }
  };

  const cancelBind = () => {
    stepUp.reset();
    returned.cancel();
  };

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
      <AsyncContent state={bindings} errorTitle="绑定信息加载失败">
        {(data) => (
          <Rows>
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
                  <Button onClick={() => void startBind(b)}>绑定</Button>
                )}
              </SettingRow>
            ))}
          </Rows>
        )}
      </AsyncContent>
      <Modal
        open={Boolean(confirming)}
        title="解除绑定"
        onClose={() => setConfirming(null)}
        onOk={() => void doUnbind()}
        okText="解除绑定"
        confirmLoading={busy}
      >
        解除后将不能再用{confirming?.name}登录，确定解除吗？
      </Modal>
      <Modal
        open={Boolean(returned.pending && account)}
        title="验证身份后绑定"
        onClose={cancelBind}
        onOk={() => void confirmBind()}
        okText="确认绑定"
        confirmLoading={binding}
      >
        <Fields>
          <p>即将绑定{returned.pending?.nickname ? `「${returned.pending.nickname}」` : '第三方账号'}，绑定后可用它直接登录。</p>
          {stepUp.fields}
        </Fields>
      </Modal>
    </Card>
  );
}

const Fields = styled.div`
  display: grid;
  gap: 12px;

  p {
    margin: 0;
  }
`;

const Name = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
`;

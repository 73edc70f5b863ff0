import { useState } from 'react';
import { usePlatform } from '@survey/shared';
import type { Consignee } from '@survey/contract';
import { Button, Tag } from '@survey/shared/ui';
import { Modal } from '@survey/shared/ui/modal';
import { AddressForm } from '@survey/shared/delivery';
import { useDeleteConsignee } from '../api/post-consignee-delete';
import { useSetDefaultConsignee } from '../api/post-consignee-default';
import { ItemActions, ItemHead, Value } from './profile-styles';

/** A mobile as 138****8000: the summary is read over a shoulder; the form shows it whole. */
const maskMobile = (m: string) => (/^\d{11}$/.test(m) ? `${m.slice(0, 3)}****${m.slice(7)}` : m);

export const addressSummary = (c: Consignee) => `${c.name} ${maskMobile(c.mobile)} ${c.province}${c.city}${c.district}`;

/** One address of the book: changed in place with checkout's form, made the default, or deleted after a confirmation. */
export function AddressEntry({ address, onChanged }: { address: Consignee; onChanged: () => Promise<unknown> }) {
  const { notify } = usePlatform();
  const remove = useDeleteConsignee();
  const setDefault = useSetDefaultConsignee();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState<'default' | 'delete' | null>(null);

  const run = async (which: 'default' | 'delete', action: () => Promise<unknown>, done: string) => {
    setBusy(which);
    try {
      await action();
      setConfirming(false);
      notify.success(done);
      await onChanged();
    } catch {
      // shown by the client
    } finally {
      setBusy(null);
    }
  };

  return (
    <li aria-label={addressSummary(address)}>
      <ItemHead>
        <Value>
          {address.isDefault && <Tag type="primary">默认</Tag>}
          <span>{addressSummary(address)}</span>
        </Value>
        {!editing && (
          <ItemActions>
            <Button variant="secondary" onClick={() => setEditing(true)}>
              修改
            </Button>
            {!address.isDefault && (
              <Button
                variant="secondary"
                loading={busy === 'default'}
                onClick={() => void run('default', () => setDefault({ id: address.id }), '已设为默认地址')}
              >
                设为默认
              </Button>
            )}
            <Button variant="secondary" onClick={() => setConfirming(true)}>
              删除
            </Button>
          </ItemActions>
        )}
      </ItemHead>
      {editing && (
        <AddressForm
          initial={address}
          focusFirst
          onSaved={() => {
            setEditing(false);
            notify.success('收货地址已保存');
            void onChanged();
          }}
          onCancel={() => setEditing(false)}
        />
      )}
      <Modal
        open={confirming}
        title="删除收货地址"
        onClose={() => setConfirming(false)}
        onOk={() => void run('delete', () => remove({ id: address.id }), '收货地址已删除')}
        okText="删除"
        confirmLoading={busy === 'delete'}
      >
        删除「{addressSummary(address)}」？已下的订单仍寄往下单时的地址。
        {address.isDefault && '删除后，最新添加的另一个地址成为默认地址。'}
      </Modal>
    </li>
  );
}

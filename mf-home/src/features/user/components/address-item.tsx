import { useEffect, useRef, useState } from 'react';
import { usePlatform } from '@survey/shared';
import type { Consignee } from '@survey/contract';
import { Button } from '@survey/shared/ui';
import { Modal } from '@survey/shared/ui/modal';
import { AddressForm } from '@survey/shared/delivery';
import { useDeleteConsignee } from '../api/post-consignee-delete';
import { ItemActions, ItemHead, Label, Value } from './profile-styles';

/** A mobile as 138****8000: the summary row is read over a shoulder; the form shows it whole. */
const maskMobile = (m: string) => (/^\d{11}$/.test(m) ? `${m.slice(0, 3)}****${m.slice(7)}` : m);

/**
 * 收货地址: the address physical goods go to — added or changed with the redeem flow's form (the same
 * call), or deleted after a confirmation.
 */
export function AddressItem({ address, onChanged }: { address: Consignee | null; onChanged: () => Promise<unknown> }) {
  const { notify } = usePlatform();
  const remove = useDeleteConsignee();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [deleted, setDeleted] = useState(false);
  const add = useRef<HTMLButtonElement>(null);
  // The deleted address's buttons are gone: focus goes to 添加收货地址, not to the page.
  useEffect(() => {
    if (deleted && !address) add.current?.focus();
  }, [deleted, address]);

  const doDelete = async () => {
    setBusy(true);
    try {
      await remove();
      setConfirming(false);
      notify.success('收货地址已删除');
      setDeleted(true);
      await onChanged();
    } catch {
      // shown by the client
    } finally {
      setBusy(false);
    }
  };

  return (
    <li aria-label="收货地址">
      <ItemHead>
        <Label>收货地址</Label>
        <Value>
          {address ? `${address.name} ${maskMobile(address.mobile)} ${address.province}${address.city}${address.district}` : '未填写'}
        </Value>
        {!editing && (
          <ItemActions>
            {address ? (
              <>
                <Button variant="secondary" onClick={() => setEditing(true)}>
                  修改
                </Button>
                <Button variant="secondary" onClick={() => setConfirming(true)}>
                  删除
                </Button>
              </>
            ) : (
              <Button ref={add} variant="secondary" onClick={() => setEditing(true)}>
                添加收货地址
              </Button>
            )}
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
        onOk={() => void doDelete()}
        okText="删除"
        confirmLoading={busy}
      >
        删除后，兑换实物时需要重新填写收货地址；已下的订单仍寄往下单时的地址。确定删除吗？
      </Modal>
    </li>
  );
}

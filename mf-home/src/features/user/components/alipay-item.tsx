import { useState } from 'react';
import { usePlatform } from '@survey/shared';
import type { AlipayAccount } from '@survey/contract';
import { Button } from '@survey/shared/ui';
import { AlipayForm, Hint } from '@survey/shared/delivery';
import { ItemActions, ItemHead, Label, Value } from './profile-styles';

/** 提现支付宝: the account cash goes to, bound or changed with the redeem flow's form once the identity is verified. */
export function AlipayItem({ alipay, verified, onChanged }: { alipay: AlipayAccount | null; verified: boolean; onChanged: () => void }) {
  const { notify } = usePlatform();
  const [editing, setEditing] = useState(false);
  return (
    <li aria-label="提现支付宝">
      <ItemHead>
        <Label>提现支付宝</Label>
        <Value>{alipay ? `${alipay.account}（${alipay.name}）` : '未绑定'}</Value>
        {verified && !editing && (
          <ItemActions>
            <Button variant="secondary" onClick={() => setEditing(true)}>
              {alipay ? '更换' : '绑定'}
            </Button>
          </ItemActions>
        )}
      </ItemHead>
      {!verified && <Hint>完成实名认证后绑定同名支付宝账号。</Hint>}
      {verified && editing && (
        <AlipayForm
          focusFirst
          onSaved={() => {
            setEditing(false);
            notify.success('支付宝账号已保存');
            onChanged();
          }}
          onCancel={() => setEditing(false)}
        />
      )}
    </li>
  );
}

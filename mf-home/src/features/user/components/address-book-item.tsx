import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { usePlatform } from '@survey/shared';
import type { Consignee } from '@survey/contract';
import { Button } from '@survey/shared/ui';
import { Rows } from '@survey/shared/ui/data';
import { AddressForm, Hint } from '@survey/shared/delivery';
import { AddressEntry } from './address-entry';
import { ItemActions, ItemHead, Label, Value } from './profile-styles';

/** As many as the API keeps (MAX_CONSIGNEES): past it 添加 is not offered. */
const MAX_ADDRESSES = 20;

/**
 * 收货地址: the member's addresses, the default first (the one a physical order ships to), each
 * changed, made default or deleted; and a new one added with checkout's form and call.
 */
export function AddressBookItem({ addresses, onChanged }: { addresses: Consignee[]; onChanged: () => Promise<unknown> }) {
  const { notify } = usePlatform();
  const [adding, setAdding] = useState(false);
  const add = useRef<HTMLButtonElement>(null);
  // A deleted address takes its buttons with it: focus goes to 添加收货地址, not to the page.
  const count = addresses.length;
  const before = useRef(count);
  useEffect(() => {
    if (count < before.current) add.current?.focus();
    before.current = count;
  }, [count]);
  const full = count >= MAX_ADDRESSES;

  return (
    <li aria-label="收货地址">
      <ItemHead>
        <Label>收货地址</Label>
        <Value>{count === 0 ? '未填写' : `${count} 个地址`}</Value>
        {!adding && !full && (
          <ItemActions>
            <Button ref={add} variant="secondary" onClick={() => setAdding(true)}>
              添加收货地址
            </Button>
          </ItemActions>
        )}
      </ItemHead>
      {full && <Hint>最多保存 {MAX_ADDRESSES} 个收货地址，请先删除不用的地址。</Hint>}
      {adding && (
        <AddressForm
          initial={null}
          focusFirst
          onSaved={() => {
            setAdding(false);
            notify.success('收货地址已保存');
            void onChanged();
          }}
          onCancel={() => setAdding(false)}
        />
      )}
      {count > 0 && (
        <Book aria-label="我的收货地址">
          {addresses.map((address) => (
            <AddressEntry key={address.id} address={address} onChanged={onChanged} />
          ))}
        </Book>
      )}
    </li>
  );
}

const Book = styled(Rows)`
  & > li {
    display: grid;
    gap: 8px;
    padding: 12px;
    background: ${({ theme }) => theme.colors.background};
    border-radius: ${({ theme }) => theme.radius.md};
  }
  & > li + li {
    margin-top: 8px;
  }
`;

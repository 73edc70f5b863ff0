import { useEffect, useState } from 'react';
import { Card, ErrorPanel, Skeleton } from '@survey/shared/ui';
import { useAlipayAccount } from '../api/get-alipay';
import { useConsignees } from '../api/get-consignees';
import { useIdentity } from '../api/get-id-verify';
import { AddressBookItem } from './address-book-item';
import { AlipayItem } from './alipay-item';
import { IdentityItem } from './identity-item';
import { Items } from './profile-styles';

/**
 * 我的资料: real-name verification, the Alipay account and the delivery addresses, each managed here
 * with the forms and calls of the redeem flow (@survey/shared/delivery), so a member need not start
 * a redemption to see or change them.
 */
export function ProfileCard() {
  const identity = useIdentity();
  const alipay = useAlipayAccount();
  const consignees = useConsignees();
  const requests = [identity, alipay, consignees];
  const failed = requests.some((r) => r.status === 'error' && r.data === null);
  // No Alipay account or address is an answer (null) too: only the first load shows the skeleton,
  // a reload after a save keeps the items (and the focus in them) where they are.
  const pending = requests.some((r) => r.status === 'loading');
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (!pending) setLoaded(true);
  }, [pending]);
  const loading = !loaded && pending;

  return (
    <Card title="我的资料">
      {failed ? (
        <ErrorPanel title="资料加载失败" onRetry={() => requests.forEach((r) => void r.reload())} />
      ) : loading ? (
        <Skeleton lines={3} />
      ) : (
        <Items>
          <IdentityItem
            identity={identity.data}
            onChanged={() => {
              void identity.reload();
              void alipay.reload();
            }}
          />
          <AlipayItem alipay={alipay.data} verified={identity.data?.verified ?? false} onChanged={() => void alipay.reload()} />
          <AddressBookItem addresses={consignees.data ?? []} onChanged={() => consignees.reload()} />
        </Items>
      )}
    </Card>
  );
}

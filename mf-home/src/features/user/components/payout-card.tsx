import styled from 'styled-components';
import { usePlatform } from '@survey/shared';
import type { IdentityReview } from '@survey/contract';
import { AUDIT_STATUSES, entryOf } from '@survey/shared/format';
import { Button, Card, Skeleton, Tag } from '@survey/shared/ui';
import { Rows } from '@survey/shared/ui/data';
import { useAlipayAccount } from '../api/get-alipay';
import { useConsignee } from '../api/get-consignee';
import { useIdentity } from '../api/get-id-verify';

/** The audit states (spec §3: 0 pending review, 1 valid, 2 invalid) in the words of an ID verification. */
const IDENTITY_LABELS = { 0: '审核中', 1: '已认证', 2: '未通过' } as const;

/** The identity row: its review state as a tag, then the masked details, the wait, or why it was refused. */
function IdentityValue({ identity }: { identity: IdentityReview | null }) {
  const status = identity?.auditStatus ?? null;
  if (!identity || status === null) return <>未认证</>;
  const detail =
    status === 1
      ? `${identity.name} ${identity.idNumber}`
      : status === 0
        ? '资料已提交，请等待审核'
        : `原因：${identity.auditReason || '未说明'}，请重新提交`;
  return (
    <>
      <Tag type={entryOf(AUDIT_STATUSES, status)?.tag}>{IDENTITY_LABELS[status]}</Tag>
      <span>{detail}</span>
    </>
  );
}

/** A mobile as 138****8000. */
const maskMobile = (m: string) => (/^\d{11}$/.test(m) ? `${m.slice(0, 3)}****${m.slice(7)}` : m);

/**
 * Identity, Alipay account and delivery address, masked. They are filled in where they are needed,
 * in the redeem flow, which this card leads to.
 */
export function PayoutCard() {
  const { navigate } = usePlatform();
  const identity = useIdentity();
  const alipay = useAlipayAccount();
  const consignee = useConsignee();
  const loading = identity.status === 'loading' || alipay.status === 'loading' || consignee.status === 'loading';
  const address = consignee.data;
  return (
    <Card
      title="实名与收货信息"
      extra={
        <Button variant="secondary" onClick={() => navigate('/exchange')}>
          去兑换时填写
        </Button>
      }
    >
      {loading && !identity.data ? (
        <Skeleton lines={3} />
      ) : (
        <Fields>
          <li aria-label="实名认证">
            <Label>实名认证</Label>
            <IdentityValue identity={identity.data} />
          </li>
          <li aria-label="提现支付宝">
            <Label>提现支付宝</Label>
            {alipay.data ? `${alipay.data.account}（${alipay.data.name}）` : '未绑定'}
          </li>
          <li aria-label="收货地址">
            <Label>收货地址</Label>
            {address ? `${address.name} ${maskMobile(address.mobile)} ${address.province}${address.city}${address.district}` : '未填写'}
          </li>
        </Fields>
      )}
    </Card>
  );
}

const Fields = styled(Rows)`
  li {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 12px;
    padding: 12px 0;
    word-break: break-all;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  li:last-child {
    border-bottom: 0;
  }
`;

const Label = styled.span`
  min-width: 72px;
  color: ${({ theme }) => theme.colors.textSecondary};
`;

import { useState } from 'react';
import { usePlatform } from '@survey/shared';
import type { IdentityReview } from '@survey/contract';
import { AUDIT_STATUSES, entryOf } from '@survey/shared/format';
import { Button, Tag } from '@survey/shared/ui';
import { IdentityForm } from '@survey/shared/delivery';
import { ItemActions, ItemHead, Label, Value } from './profile-styles';

/** The audit states (spec §3: 0 pending review, 1 valid, 2 invalid) in the words of an ID verification. */
const IDENTITY_LABELS = { 0: '审核中', 1: '已认证', 2: '未通过' } as const;

/** The review state as a tag, then the masked details, the wait, or why it was refused. */
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

/**
 * 实名认证: its state; never submitted or refused (未通过), the redeem flow's form to submit (again).
 * Under review or verified there is nothing to change (a verified identity is final).
 */
export function IdentityItem({ identity, onChanged }: { identity: IdentityReview | null; onChanged: () => void }) {
  const { notify } = usePlatform();
  const [editing, setEditing] = useState(false);
  const status = identity?.auditStatus ?? null;
  const action = status === null ? '去认证' : status === 2 ? '重新提交' : null;
  return (
    <li aria-label="实名认证">
      <ItemHead>
        <Label>实名认证</Label>
        <Value>
          <IdentityValue identity={identity} />
        </Value>
        {action && !editing && (
          <ItemActions>
            <Button variant="secondary" onClick={() => setEditing(true)}>
              {action}
            </Button>
          </ItemActions>
        )}
      </ItemHead>
      {action && editing && (
        <IdentityForm
          focusFirst
          onVerified={() => {
            setEditing(false);
            notify.success('实名认证已提交');
            onChanged();
          }}
          onCancel={() => setEditing(false)}
        />
      )}
    </li>
  );
}

import { useState } from 'react';
import { usePlatform } from '@survey/shared';
import { Button, Tag } from '@survey/shared/ui';
import { Modal } from '@survey/shared/ui/modal';
import { formatDate } from '@survey/shared/format';
import type { Voucher } from '@survey/contract';
import { useCheckVoucher } from '../api/post-voucher-check';
import { useRevealCode } from '../api/post-voucher-reveal';
import { useMarkUsed } from '../api/post-voucher-use';
import { useSpendValue } from '../api/post-voucher-use-value';
import { useActionKey } from '../hooks/use-action-key';
import { UseValueModal } from './use-value-modal';
import { VoucherUses } from './voucher-uses';
import { Actions, Body, CodeLine, Stub, Ticket } from './voucher-styles';

const yuan = (fen: number) => `¥${(fen / 100).toFixed(2)}`;
const STATE_TAGS = [
  { label: '可使用', type: 'success' },
  { label: '已使用', type: 'default' },
  { label: '已过期', type: 'danger' },
] as const;

/** A card a virtual redeem issued: its code (revealed on request, copyable), balance, uses and actions. */
export function CardVoucher({ voucher, onChanged }: { voucher: Voucher; onChanged: () => void }) {
  const { notify } = usePlatform();
  const reveal = useRevealCode();
  const check = useCheckVoucher();
  const markUsed = useMarkUsed();
  const spend = useSpendValue();
  const key = useActionKey();
  const [code, setCode] = useState<string | null>(null);
  const [checked, setChecked] = useState<string | null>(null);
  const [spending, setSpending] = useState(false);
  const [confirmUsed, setConfirmUsed] = useState(false);
  const [showUses, setShowUses] = useState(false);
  const [busy, setBusy] = useState(false);
  const usable = voucher.state === 0;
  const stored = voucher.faceValueFen > 0;
  const tag = STATE_TAGS[voucher.state] ?? STATE_TAGS[0];

  /** Runs one use and says whether it went through. */
  const run = async (action: () => Promise<unknown>, done: string): Promise<boolean> => {
    setBusy(true);
    try {
      await action();
      key.next();
      notify.success(done);
      onChanged();
      return true;
    } catch {
      // The platform has shown why; the same key is kept for a retry.
      return false;
    } finally {
      setBusy(false);
    }
  };

  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      notify.success('卡密已复制');
    } catch {
      notify.warning('复制失败，请长按手动复制');
    }
  };

  return (
    <Ticket $dim={!usable} aria-label={voucher.title}>
      <Stub $kind="card">
        <strong>{stored ? yuan(voucher.balanceFen) : '激活码'}</strong>
        <small>{stored ? `面值 ${yuan(voucher.faceValueFen)}` : '卡密'}</small>
      </Stub>
      <Body>
        <h3>
          {voucher.title} <Tag type={tag.type}>{tag.label}</Tag>
        </h3>
        <CodeLine>
          卡密 <code data-testid="voucher-code">{code ?? voucher.code}</code>
          {code ? (
            <Button variant="link" size="sm" onClick={() => void copy(code)}>
              复制
            </Button>
          ) : (
            <Button
              variant="link"
              size="sm"
              onClick={() =>
                void reveal({ id: voucher.id }).then(
                  (r) => setCode(r.code),
                  () => undefined,
                )
              }
            >
              查看卡密
            </Button>
          )}
        </CodeLine>
        <p>有效期至 {formatDate(voucher.expiresAt, 'YYYY-MM-DD')}</p>
        {checked && <p role="status">{checked}</p>}
        <Actions>
          <Button
            variant="secondary"
            size="sm"
            onClick={() =>
              void check({ id: voucher.id }).then(
                (r) => setChecked(r.message),
                () => undefined,
              )
            }
          >
            {stored ? '查询余额' : '查询状态'}
          </Button>
          {usable && stored && (
            <Button variant="secondary" size="sm" onClick={() => setSpending(true)}>
              记录使用
            </Button>
          )}
          {usable && (
            <Button variant="secondary" size="sm" onClick={() => setConfirmUsed(true)}>
              标记已用完
            </Button>
          )}
          <Button variant="link" size="sm" aria-expanded={showUses} onClick={() => setShowUses(!showUses)}>
            使用记录
          </Button>
        </Actions>
        {showUses && <VoucherUses id={voucher.id} />}
      </Body>
      {spending && (
        <UseValueModal
          voucher={voucher}
          open
          busy={busy}
          onClose={() => setSpending(false)}
          onSubmit={(valueFen, note) =>
            void run(() => spend({ id: voucher.id, valueFen, key: key.current(), ...(note ? { note } : {}) }), '已记录使用').then(
              (ok) => ok && setSpending(false),
            )
          }
        />
      )}
      <Modal
        open={confirmUsed}
        title="标记为已用完"
        onClose={() => setConfirmUsed(false)}
        onOk={() =>
          void run(() => markUsed({ id: voucher.id, key: key.current() }), '已标记为已用完').then((ok) => ok && setConfirmUsed(false))
        }
        confirmLoading={busy}
      >
        标记后这张卡会移到「已使用」，{stored ? `剩余 ${yuan(voucher.balanceFen)} 记为一次使用。` : '卡密仍可查看。'}
      </Modal>
    </Ticket>
  );
}

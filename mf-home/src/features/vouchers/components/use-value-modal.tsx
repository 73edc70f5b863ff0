import { useState } from 'react';
import { Input } from '@survey/shared/ui/form';
import { Modal } from '@survey/shared/ui/modal';
import type { Voucher } from '@survey/contract';

const yuan = (fen: number) => (fen / 100).toFixed(2);

export interface UseValueModalProps {
  voucher: Voucher;
  open: boolean;
  busy: boolean;
  onClose: () => void;
  /** Spend `valueFen` with an optional note. */
  onSubmit: (valueFen: number, note: string) => void;
}

/** Records spending part of a stored-value card: an amount in yuan (at most the balance) and a note. */
export function UseValueModal({ voucher, open, busy, onClose, onSubmit }: UseValueModalProps) {
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();

  const submit = () => {
    if (!/^\d{1,7}(\.\d{1,2})?$/.test(amount.trim())) {
      setError('请填写金额，最多两位小数');
      return;
    }
    const fen = Math.round(Number(amount) * 100);
    if (fen < 1) return setError('金额应大于 0');
    if (fen > voucher.balanceFen) return setError(`不能超过余额 ¥${yuan(voucher.balanceFen)}`);
    setError(undefined);
    onSubmit(fen, note.trim());
  };

  return (
    <Modal open={open} title={`记录使用：${voucher.title}`} onClose={onClose} onOk={submit} okText="确认使用" confirmLoading={busy}>
      <p>当前余额 ¥{yuan(voucher.balanceFen)}</p>
      <Input label="使用金额（元）" value={amount} onChange={(e) => setAmount(e.target.value)} error={error} inputMode="decimal" required />
      <Input label="备注" value={note} onChange={(e) => setNote(e.target.value)} maxLength={40} placeholder="例如：京东购物" />
    </Modal>
  );
}

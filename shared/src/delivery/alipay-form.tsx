import { useState } from 'react';
import { Input } from '@survey/shared/ui/form';
import type { AlipayAccount } from '@survey/contract';
import { useSaveAlipay } from './calls';
import { isMobile, isPersonName } from './validation';
import { useFocusFirst } from './use-focus-first';
import { Form, Hint } from './form-styles';
import { FormActions } from './form-actions';
import { useCheckedSubmit } from './use-checked-submit';

const EMAIL = /^[A-Za-z0-9._%+-]{1,40}@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,10}$/;

/** The Alipay account cash is paid to: a mobile or an email, held by the verified person. */
export function AlipayForm({
  onSaved,
  onCancel,
  focusFirst = false,
}: {
  onSaved: (account: AlipayAccount) => void;
  onCancel?: () => void;
  /** Opened by a press (更换, 绑定): focus goes to its first field. */
  focusFirst?: boolean;
}) {
  const save = useSaveAlipay();
  const first = useFocusFirst(focusFirst);
  const [account, setAccount] = useState('');
  const [name, setName] = useState('');
  const { errors, busy, submit } = useCheckedSubmit(
    () => ({
      account: isMobile(account.trim()) || EMAIL.test(account.trim()) ? undefined : '请填写支付宝登录手机号或邮箱',
      name: isPersonName(name.trim()) ? undefined : '请填写支付宝实名（与实名认证一致）',
    }),
    async () => onSaved(await save({ account: account.trim(), name: name.trim() })),
  );

  return (
    <Form onSubmit={submit} aria-label="提现支付宝" noValidate>
      <Hint>支付宝实名须与实名认证的姓名一致，否则无法到账。</Hint>
      <Input
        ref={first}
        label="支付宝账号"
        value={account}
        onChange={(e) => setAccount(e.target.value)}
        error={errors.account}
        placeholder="手机号或邮箱"
        maxLength={64}
        required
      />
      <Input label="支付宝实名" value={name} onChange={(e) => setName(e.target.value)} error={errors.name} maxLength={20} required />
      <FormActions submitLabel="保存支付宝" busy={busy} onCancel={onCancel} />
    </Form>
  );
}

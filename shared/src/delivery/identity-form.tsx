import { useState } from 'react';
import { Input } from '@survey/shared/ui/form';
import type { IdentityState } from '@survey/contract';
import { useIdVerify } from './calls';
import { idNumberProblem, isPersonName } from './validation';
import { useFocusFirst } from './use-focus-first';
import { Form, Hint } from './form-styles';
import { FormActions } from './form-actions';
import { useCheckedSubmit } from './use-checked-submit';

/**
 * Real-name verification: a name and an 18-character ID number, checked here and by the API. The
 * same form submits again after a refusal (未通过): the API replaces the refused one.
 */
export function IdentityForm({
  onVerified,
  onCancel,
  focusFirst = false,
}: {
  onVerified: (identity: IdentityState) => void;
  onCancel?: () => void;
  /** Opened by a press (去认证, 重新提交): focus goes to its first field. */
  focusFirst?: boolean;
}) {
  const verify = useIdVerify();
  const first = useFocusFirst(focusFirst);
  const [name, setName] = useState('');
  const [idNumber, setIdNumber] = useState('');
  const { errors, busy, submit } = useCheckedSubmit(
    () => ({
      name: isPersonName(name.trim()) ? undefined : '请填写身份证上的姓名（2-20 个汉字）',
      idNumber: idNumberProblem(idNumber) ?? undefined,
    }),
    async () => onVerified(await verify({ name: name.trim(), idNumber: idNumber.trim().toUpperCase() })),
  );

  return (
    <Form onSubmit={submit} aria-label="实名认证" noValidate>
      <Hint>现金提现须实名认证，认证后不能更换；身份证号只保存脱敏信息。</Hint>
      <Input
        ref={first}
        label="真实姓名"
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={errors.name}
        autoComplete="name"
        maxLength={20}
        required
      />
      <Input
        label="身份证号"
        value={idNumber}
        onChange={(e) => setIdNumber(e.target.value)}
        error={errors.idNumber}
        maxLength={18}
        inputMode="text"
        autoComplete="off"
        required
      />
      <FormActions submitLabel="提交认证" busy={busy} onCancel={onCancel} />
    </Form>
  );
}

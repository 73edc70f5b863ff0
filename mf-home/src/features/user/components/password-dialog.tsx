import { useState } from 'react';
import styled from 'styled-components';
import { usePlatform } from '@survey/shared';
import { PasswordInput } from '@survey/shared/ui/form';
import { Modal } from '@survey/shared/ui/modal';
import { passwordStrength, STRENGTH_LABELS } from '../../../lib/password-strength';
import { useSavePassword } from '../api/post-password';
import { type CredentialDialogProps, DialogFields, useStepUp } from './step-up';

const PASSWORD_RE = /^[\x21-\x7e]{6,20}$/;

/**
 * Set or change the password; the strength is shown as it is typed. A change proves itself with the old
 * password, a first password with a code to the current mobile. Other devices are signed out by the API.
 */
export function PasswordDialog({ open, mobile, hasPassword, onClose, onSaved }: CredentialDialogProps) {
  const { notify } = usePlatform();
  const save = useSavePassword();
  const stepUp = useStepUp({ mobile, hasPassword: false });
  const [oldPassword, setOld] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const strength = passwordStrength(password);

  const submit = async () => {
    const next: Record<string, string> = {};
    if (hasPassword && !oldPassword) next.old = '请输入原密码';
    if (!PASSWORD_RE.test(password)) next.password = '密码为 6-20 位字母、数字或符号';
    else if (password !== confirm) next.confirm = '两次输入的密码不一致';
    setErrors(next);
    if (Object.keys(next).length) return;
    setSaving(true);
    try {
      if (hasPassword) await save({ oldPassword, password });
      else {
        const ticket = await stepUp.prove();
        if (!ticket) return;
        await save({ password, ticket });
        stepUp.reset();
      }
      notify.success(hasPassword ? '密码已修改，其他设备需要重新登录' : '登录密码已设置');
      setOld('');
      setPassword('');
      setConfirm('');
      onSaved();
    } catch {
      // shown by the client (e.g. 原密码错误)
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={hasPassword ? '修改登录密码' : '设置登录密码'}
      onClose={onClose}
      onOk={() => void submit()}
      okText="保存"
      confirmLoading={saving}
    >
      <DialogFields>
        {hasPassword ? (
          <PasswordInput label="原密码" value={oldPassword} error={errors.old} onChange={(e) => setOld(e.target.value)} />
        ) : (
          stepUp.fields
        )}
        <PasswordInput
          label="新密码"
          autoComplete="new-password"
          value={password}
          error={errors.password}
          hint={strength ? `密码强度：${STRENGTH_LABELS[strength]}` : '6-20 位字母、数字或符号'}
          onChange={(e) => setPassword(e.target.value)}
        />
        {strength > 0 && <Meter aria-hidden $level={strength} />}
        <PasswordInput
          label="确认新密码"
          autoComplete="new-password"
          value={confirm}
          error={errors.confirm}
          onChange={(e) => setConfirm(e.target.value)}
        />
      </DialogFields>
    </Modal>
  );
}

const Meter = styled.div<{ $level: number }>`
  height: 4px;
  width: ${({ $level }) => ($level / 3) * 100}%;
  border-radius: 2px;
  background: ${({ theme, $level }) => [theme.colors.danger, theme.colors.danger, theme.colors.warning, theme.colors.success][$level]};
`;

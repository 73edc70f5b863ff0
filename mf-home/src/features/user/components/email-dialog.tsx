import { useState } from 'react';
import styled from 'styled-components';
import { usePlatform } from '@survey/shared';
import { CountdownButton, Input } from '@survey/shared/ui/form';
import { Modal } from '@survey/shared/ui/modal';
import { useSaveEmail } from '../api/post-email';
import { useSendEmailCode } from '../api/post-email-send';

const EMAIL_RE = /^[^\s@<>"]+@[^\s@<>"]+\.[A-Za-z]{2,}$/;

/** Binding or changing the email: a 6-digit code is mailed to the new address. */
export function EmailDialog({ open, onClose, onSaved }: { open: boolean; onClose: () => void; onSaved: () => void }) {
  const { notify, env } = usePlatform();
  const send = useSendEmailCode();
  const save = useSaveEmail();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<{ email?: string; code?: string }>({});
  const [saving, setSaving] = useState(false);

  const sendCode = async () => {
    if (!EMAIL_RE.test(email)) {
      setError({ email: '请输入正确的邮箱' });
      return false;
    }
    setError({});
    await send({ email });
    notify.success('验证码已发送，请查收邮件');
    return true;
  };

  const submit = async () => {
    const problems = { ...(EMAIL_RE.test(email) ? {} : { email: '请输入正确的邮箱' }), ...(/^\d{6}$/.test(code) ? {} : { code: '请输入 6 位验证码' }) };
    setError(problems);
    if (Object.keys(problems).length) return;
    setSaving(true);
    try {
      await save({ email, code });
      notify.success('邮箱已绑定');
      setEmail('');
      setCode('');
      onSaved();
    } catch {
      // shown by the client
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal open={open} title="绑定邮箱" onClose={onClose} onOk={() => void submit()} okText="确认绑定" confirmLoading={saving}>
      <Fields>
        <Input label="新邮箱" type="email" value={email} maxLength={100} error={error.email} onChange={(e) => setEmail(e.target.value.trim())} />
        <Input
          label="邮箱验证码"
          inputMode="numeric"
          maxLength={6}
          value={code}
          error={error.code}
          onChange={(e) => setCode(e.target.value.trim())}
          suffix={<CountdownButton onSend={sendCode} />}
          hint={env.demo ? '演示环境不发送真实邮件：验证码在开发收件箱 /api/dev/email 中' : '10 分钟内有效'}
        />
      </Fields>
    </Modal>
  );
}

const Fields = styled.div`
  display: grid;
  gap: 12px;
`;

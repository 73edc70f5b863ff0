import { useState } from 'react';
import { usePlatform } from '@survey/shared';
import { CountdownButton, Input } from '@survey/shared/ui/form';
import { Modal } from '@survey/shared/ui/modal';
import { useSaveEmail } from '../api/post-email';
import { useSendEmailCode } from '../api/post-email-send';
import { type CredentialDialogProps, DialogFields, Note, useTwoStepChange } from './step-up';

const EMAIL_RE = /^[^\s@<>"]+@[^\s@<>"]+\.[A-Za-z]{2,}$/;

/**
 * Binding or, with one `bound`, changing the email (named so, as its row's 更换 says): a step-up first, then a
 * 6-digit code mailed to the new address.
 */
export function EmailDialog({ open, mobile, hasPassword, bound, onClose, onSaved }: CredentialDialogProps & { bound: boolean }) {
  const verb = bound ? '更换' : '绑定';
  const { notify, env } = usePlatform();
  const flow = useTwoStepChange({ mobile, hasPassword });
  const send = useSendEmailCode();
  const save = useSaveEmail();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<{ email?: string; code?: string }>({});

  const reset = () => {
    setEmail('');
    setCode('');
    setError({});
    flow.reset();
  };

  const sendCode = async () => {
    if (!EMAIL_RE.test(email)) {
      setError({ email: '请输入正确的邮箱' });
      return false;
    }
    setError({});
    const { retryAfter } = await send({ email, ticket: flow.ticket! });
    notify.success('验证码已发送，请查收邮件');
    return retryAfter;
  };

  const submit = () => {
    const problems = {
      ...(EMAIL_RE.test(email) ? {} : { email: '请输入正确的邮箱' }),
      ...(/^\d{6}$/.test(code) ? {} : { code: '请输入 6 位验证码' }),
    };
    setError(problems);
    if (Object.keys(problems).length) return;
    void flow.run(async () => {
      await save({ email, code, ticket: flow.ticket! });
      notify.success(`邮箱已${verb}`);
      reset();
      onSaved();
    });
  };

  const close = () => {
    reset();
    onClose();
  };

  return (
    <Modal
      open={open}
      title={`${verb}邮箱`}
      onClose={close}
      onOk={flow.ticket ? submit : flow.verify}
      okText={flow.ticket ? `确认${verb}` : '下一步'}
      confirmLoading={flow.busy}
    >
      {flow.ticket ? (
        <DialogFields key="email">
          <Note>第 2 步：验证新邮箱</Note>
          <Input
            // The step's first field takes the focus the 下一步 button's step left behind.
            autoFocus
            label="新邮箱"
            type="email"
            value={email}
            maxLength={100}
            error={error.email}
            onChange={(e) => setEmail(e.target.value.trim())}
          />
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
        </DialogFields>
      ) : (
        flow.identityStep
      )}
    </Modal>
  );
}

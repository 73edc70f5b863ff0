import { useState } from 'react';
import styled from 'styled-components';
import { usePlatform } from '@survey/shared';
import { CountdownButton, Input } from '@survey/shared/ui/form';
import { Modal } from '@survey/shared/ui/modal';
import { useChangeMobile } from '../api/post-mobile';
import { useSendNewMobileCode } from '../api/post-new-mobile-code';
import { type CredentialDialogProps, useStepUp } from './step-up';

const MOBILE_RE = /^1[3-9]\d{9}$/;
const CODE_RE = /^\d{6}$/;

/** Changing mobile: a step-up first (password or a code to the current number), then a code to the new number. */
export function MobileDialog({
  open,
  mobile,
  hasPassword,
  onClose,
  onSaved,
}: CredentialDialogProps) {
  const { notify } = usePlatform();
  const stepUp = useStepUp({ mobile, hasPassword });
  const sendNew = useSendNewMobileCode();
  const change = useChangeMobile();
  const [ticket, setTicket] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [next, setNext] = useState('');
  const [error, setError] = useState<{ code?: string; mobile?: string }>({});
  const [busy, setBusy] = useState(false);

  const close = () => {
    setTicket(null);
    setCode('');
    setNext('');
    setError({});
    stepUp.reset();
    onClose();
  };

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch {
      // shown by the client
    } finally {
      setBusy(false);
    }
  };

  const verify = () =>
    void run(async () => {
      setTicket(await stepUp.prove());
    });

  const sendToNew = async () => {
    if (!MOBILE_RE.test(next)) {
      setError({ mobile: '请输入正确的手机号' });
      return false;
    }
    setError({});
    await sendNew({ mobile: next, ticket: ticket! });
    return true;
  };

  const finish = () => {
    const problems = { ...(MOBILE_RE.test(next) ? {} : { mobile: '请输入正确的手机号' }), ...(CODE_RE.test(code) ? {} : { code: '请输入 6 位验证码' }) };
    setError(problems);
    if (Object.keys(problems).length) return;
    void run(async () => {
      await change({ mobile: next, code, ticket: ticket! });
      notify.success('手机号已更换');
      close();
      onSaved();
    });
  };

  return (
    <Modal open={open} title="更换手机号" onClose={close} onOk={ticket ? finish : verify} okText={ticket ? '确认更换' : '下一步'} confirmLoading={busy}>
      {ticket ? (
        <Fields key="new">
          <Step>第 2 步：验证新手机号</Step>
          <Input label="新手机号" type="tel" inputMode="numeric" maxLength={11} value={next} error={error.mobile} onChange={(e) => setNext(e.target.value.trim())} />
          <Input
            label="验证码"
            inputMode="numeric"
            maxLength={6}
            value={code}
            error={error.code}
            onChange={(e) => setCode(e.target.value.trim())}
            suffix={<CountdownButton onSend={sendToNew} />}
          />
        </Fields>
      ) : (
        <Fields key="old">
          <Step>第 1 步：验证身份</Step>
          {stepUp.fields}
        </Fields>
      )}
    </Modal>
  );
}

const Fields = styled.div`
  display: grid;
  gap: 12px;
`;

const Step = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textSecondary};
`;

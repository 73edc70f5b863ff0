import { useState } from 'react';
import { usePlatform } from '@survey/shared';
import { CountdownButton, Input } from '@survey/shared/ui/form';
import { Modal } from '@survey/shared/ui/modal';
import { useChangeMobile } from '../api/post-mobile';
import { useSendNewMobileCode } from '../api/post-new-mobile-code';
import { type CredentialDialogProps, DialogFields, Note, useTwoStepChange } from './step-up';

const MOBILE_RE = /^1[3-9]\d{9}$/;
const CODE_RE = /^\d{6}$/;

/** Changing mobile: a step-up first (password or a code to the current number), then a code to the new number. */
export function MobileDialog({ open, mobile, hasPassword, onClose, onSaved }: CredentialDialogProps) {
  const { notify } = usePlatform();
  const flow = useTwoStepChange({ mobile, hasPassword });
  const sendNew = useSendNewMobileCode();
  const change = useChangeMobile();
  const [code, setCode] = useState('');
  const [next, setNext] = useState('');
  const [error, setError] = useState<{ code?: string; mobile?: string }>({});

  const close = () => {
    setCode('');
    setNext('');
    setError({});
    flow.reset();
    onClose();
  };

  const sendToNew = async () => {
    if (!MOBILE_RE.test(next)) {
      setError({ mobile: '请输入正确的手机号' });
      return false;
    }
    setError({});
    return (await sendNew({ mobile: next, ticket: flow.ticket! })).retryAfter;
  };

  const finish = () => {
    const problems = {
      ...(MOBILE_RE.test(next) ? {} : { mobile: '请输入正确的手机号' }),
      ...(CODE_RE.test(code) ? {} : { code: '请输入 6 位验证码' }),
    };
    setError(problems);
    if (Object.keys(problems).length) return;
    void flow.run(async () => {
      await change({ mobile: next, code, ticket: flow.ticket! });
      notify.success('手机号已更换');
      close();
      onSaved();
    });
  };

  return (
    <Modal
      open={open}
      title="更换手机号"
      onClose={close}
      onOk={flow.ticket ? finish : flow.verify}
      okText={flow.ticket ? '确认更换' : '下一步'}
      confirmLoading={flow.busy}
    >
      {flow.ticket ? (
        <DialogFields key="new">
          <Note>第 2 步：验证新手机号</Note>
          <Input
            // The step's first field takes the focus the 下一步 button's step left behind.
            autoFocus
            label="新手机号"
            type="tel"
            inputMode="numeric"
            maxLength={11}
            value={next}
            error={error.mobile}
            onChange={(e) => setNext(e.target.value.trim())}
          />
          <Input
            label="验证码"
            inputMode="numeric"
            maxLength={6}
            value={code}
            error={error.code}
            onChange={(e) => setCode(e.target.value.trim())}
            suffix={<CountdownButton onSend={sendToNew} />}
          />
        </DialogFields>
      ) : (
        flow.identityStep
      )}
    </Modal>
  );
}

import { useState, type ReactNode } from 'react';
import { isApiError } from '@survey/shared';
import styled from 'styled-components';
import { Button } from '@survey/shared/ui';
import { CountdownButton, Input, PasswordInput } from '@survey/shared/ui/form';
import { useCheckStepUpCode } from '../api/post-mobile-code-check';
import { useSendStepUpCode } from '../api/post-mobile-code-send';
import { useStepUpByPassword } from '../api/post-step-up';

const CODE_RE = /^\d{6}$/;
/** A wrong password or code: said under the field it is about (marked invalid), not in a passing toast. */
const WRONG_PROOF = [1002, 1003];

/** What each dialog that changes a way to sign in (password, mobile, email) is given. */
export interface CredentialDialogProps {
  open: boolean;
  /** The member's current mobile, where a step-up code goes. */
  mobile: string;
  hasPassword: boolean;
  onClose: () => void;
  onSaved: () => void;
}

export interface StepUp {
  /** The proof's fields, to put in a dialog. */
  fields: ReactNode;
  /** Trades the proof for a one-use ticket; null when a field is missing (its error is shown), throws when refused. */
  prove: () => Promise<string | null>;
  reset: () => void;
}

/**
 * The fresh proof every change of a way to sign in needs (binding a third-party account, a password,
 * a new mobile or email): the login password, or a code to the current mobile (the only way for a
 * member who has no password yet).
 */
export function useStepUp({ mobile, hasPassword }: { mobile: string; hasPassword: boolean }): StepUp {
  const byPassword = useStepUpByPassword();
  const sendCode = useSendStepUpCode();
  const checkCode = useCheckStepUpCode();
  // The member's pick; until then the password when there is one (the account may load after this).
  const [picked, setPicked] = useState<'sms' | 'password' | null>(null);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const sms = !hasPassword || picked === 'sms';

  const reset = () => {
    setPicked(null);
    setPassword('');
    setCode('');
    setError(undefined);
  };

  const prove = async () => {
    const problem = sms ? (CODE_RE.test(code) ? undefined : '请输入 6 位验证码') : password ? undefined : '请输入登录密码';
    setError(problem);
    if (problem) return null;
    try {
      const answer = sms
        ? await checkCode({ code }, { inlineErrors: WRONG_PROOF })
        : await byPassword({ password }, { inlineErrors: WRONG_PROOF });
      return answer.ticket;
    } catch (refused) {
      if (isApiError(refused) && refused.code !== null && WRONG_PROOF.includes(refused.code)) setError(refused.message);
      throw refused;
    }
  };

  const fields = (
    <>
      <Note>为保护账号安全，请先验证身份：{sms ? `短信验证码将发送到当前手机号 ${mobile}` : '输入当前登录密码'}</Note>
      {sms ? (
        <Input
          label="手机验证码"
          inputMode="numeric"
          maxLength={6}
          value={code}
          error={error}
          onChange={(e) => setCode(e.target.value.trim())}
          suffix={<CountdownButton onSend={async () => (await sendCode()).retryAfter} />}
        />
      ) : (
        <PasswordInput label="登录密码" value={password} error={error} onChange={(e) => setPassword(e.target.value)} />
      )}
      {hasPassword && (
        <Switch>
          <Button
            variant="link"
            onClick={() => {
              setPicked(sms ? 'password' : 'sms');
              setError(undefined);
            }}
          >
            {sms ? '改用登录密码验证' : '改用手机验证码验证'}
          </Button>
        </Switch>
      )}
    </>
  );

  return { fields, prove, reset };
}

/**
 * Changing the mobile or the email in two steps: prove who you are for a ticket, then the change itself
 * with it. `run` keeps the dialog's OK button loading while a request is out.
 */
export function useTwoStepChange(member: { mobile: string; hasPassword: boolean }) {
  const stepUp = useStepUp(member);
  const [ticket, setTicket] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

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
  const verify = () => void run(async () => setTicket(await stepUp.prove()));
  const reset = () => {
    setTicket(null);
    stepUp.reset();
  };
  const identityStep = (
    <DialogFields key="verify">
      <Note>第 1 步：验证身份</Note>
      {stepUp.fields}
    </DialogFields>
  );
  return { ticket, busy, run, verify, reset, identityStep };
}

/** The column of fields in every credential dialog. */
export const DialogFields = styled.div`
  display: grid;
  gap: 12px;
`;

/** A line of explanation in a credential dialog (the step, what the proof is for). */
export const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textSecondary};
`;

const Switch = styled.div`
  justify-self: start;
`;

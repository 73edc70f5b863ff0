import { PasswordInput, type PasswordInputProps } from '@survey/shared/ui/form';
import { LockIcon } from './icons';

/** A field for choosing a password (6–20 characters): register, bind-and-register, reset. */
export function NewPasswordField(props: Omit<PasswordInputProps, 'prefix' | 'autoComplete' | 'maxLength'>) {
  return (
    <PasswordInput
      aria-label="设置密码"
      placeholder="设置6-20位登录密码"
      {...props}
      autoComplete="new-password"
      prefix={<LockIcon />}
      maxLength={20}
    />
  );
}

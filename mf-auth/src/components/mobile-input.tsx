import styled from 'styled-components';
import { Input, type InputProps } from '@survey/shared/ui/form';
import { PhoneIcon } from './icons';

const Prefix = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding-right: 8px;
  color: ${({ theme }) => theme.colors.textSecondary};
  border-right: 1px solid ${({ theme }) => theme.colors.border};
`;

/** The 11-digit mainland mobile number field (+86). */
export function MobileInput(props: Omit<InputProps, 'type' | 'prefix'>) {
  return (
    <Input
      aria-label="手机号"
      placeholder="请输入手机号"
      inputMode="numeric"
      autoComplete="tel-national"
      maxLength={11}
      {...props}
      type="tel"
      prefix={
        <Prefix>
          <PhoneIcon />
          +86
        </Prefix>
      }
    />
  );
}

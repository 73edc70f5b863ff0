import type { MouseEvent } from 'react';
import styled from 'styled-components';
import { usePlatform } from '@survey/shared';
import { Checkbox } from '@survey/shared/ui/form';

const Row = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin: -2px 0 18px;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.colors.textSecondary};
`;

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  line-height: 20px;
  label {
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;

const DocLink = styled.a`
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
  /* A 44px-high tap area on phones without moving the line (the links are flex items beside the
     checkbox's label, not words of its sentence, so they get a finger's size like the checkbox). */
  ${({ theme }) => theme.media.phone} {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    margin: -12px 0;
  }
`;

const Message = styled.div`
  padding-left: 24px;
  font-size: ${({ theme }) => theme.fontSize.xs};
  color: ${({ theme }) => theme.colors.danger};
`;

export interface AgreementCheckboxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
}

/** 我已阅读并同意《用户协议》《隐私政策》: the documents open through platform.navigate. */
export function AgreementCheckbox({ checked, onChange, error }: AgreementCheckboxProps) {
  const { navigate } = usePlatform();
  const open = (path: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    navigate(path);
  };
  return (
    <Row>
      <Line>
        <Checkbox
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'agreement-error' : undefined}
          label="我已阅读并同意"
        />
        <DocLink href="/agreement" onClick={open('/agreement')}>
          《用户协议》
        </DocLink>
        <DocLink href="/privacy" onClick={open('/privacy')}>
          《隐私政策》
        </DocLink>
      </Line>
      {error && (
        <Message id="agreement-error" role="alert">
          {error}
        </Message>
      )}
    </Row>
  );
}

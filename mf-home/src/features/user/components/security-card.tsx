import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import type { Account } from '@survey/contract';
import { Button, Card } from '@survey/shared/ui';
import { Rows } from '@survey/shared/ui/data';
import { EmailDialog } from './email-dialog';
import { MobileDialog } from './mobile-dialog';
import { PasswordDialog } from './password-dialog';
import { SettingRow } from './setting-row';

type Dialog = 'mobile' | 'email' | 'password' | null;

/** Mobile, email (both masked) and password, each changed in its dialog after a step-up. */
export function SecurityCard({ account, onChanged }: { account: Account; onChanged: () => void }) {
  const [open, setOpen] = useState<Dialog>(null);
  const saved = () => {
    setOpen(null);
    onChanged();
  };
  return (
    <Card title="账号安全">
      <Rows>
        <Row label="手机号" value={account.mobile} action="更换" onAction={() => setOpen('mobile')} />
        <Row label="邮箱" value={account.email || '未绑定'} action={account.email ? '更换' : '绑定'} onAction={() => setOpen('email')} />
        <Row
          label="登录密码"
          value={account.hasPassword ? '已设置' : '未设置'}
          action={account.hasPassword ? '修改' : '设置'}
          onAction={() => setOpen('password')}
        />
      </Rows>
      <MobileDialog
        open={open === 'mobile'}
        mobile={account.mobile}
        hasPassword={account.hasPassword}
        onClose={() => setOpen(null)}
        onSaved={saved}
      />
      <EmailDialog
        open={open === 'email'}
        bound={!!account.email}
        mobile={account.mobile}
        hasPassword={account.hasPassword}
        onClose={() => setOpen(null)}
        onSaved={saved}
      />
      <PasswordDialog
        open={open === 'password'}
        mobile={account.mobile}
        hasPassword={account.hasPassword}
        onClose={() => setOpen(null)}
        onSaved={saved}
      />
    </Card>
  );
}

function Row({ label, value, action, onAction }: { label: string; value: ReactNode; action: string; onAction: () => void }) {
  return (
    <SettingRow aria-label={label}>
      <span>
        <Label>{label}</Label>
        <Value>{value}</Value>
      </span>
      <Button variant="secondary" onClick={onAction} aria-label={`${action}${label}`}>
        {action}
      </Button>
    </SettingRow>
  );
}

const Label = styled.span`
  display: inline-block;
  min-width: 72px;
  color: ${({ theme }) => theme.colors.textSecondary};
`;

const Value = styled.span`
  word-break: break-all;
`;

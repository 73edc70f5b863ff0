import { Button } from '@survey/shared/ui';
import { Input } from '@survey/shared/ui/form';
import type { ExchangeInfo } from '@survey/contract';
import { AddressForm, AlipayForm, Hint, IdentityForm, Saved } from '@survey/shared/delivery';

/**
 * Whether a section's form for a new detail is open: the step owns it, since what is typed there
 * and not saved is not where the order goes (下一步 waits for 保存 or 取消).
 */
export interface EditingProps {
  info: ExchangeInfo;
  onChanged: () => void;
  editing: boolean;
  setEditing: (editing: boolean) => void;
}

/** Cash: the verified identity, then the Alipay account it is paid to. */
export function CashSection({ info, onChanged, editing, setEditing }: EditingProps) {
  return (
    <>
      <h3>实名认证</h3>
      {info.identity.verified ? (
        <Saved data-testid="identity-saved">
          <p>
            已实名认证：{info.identity.name}
            <small>身份证号 {info.identity.idNumber}</small>
          </p>
        </Saved>
      ) : (
        <IdentityForm onVerified={onChanged} />
      )}
      <h3>提现支付宝</h3>
      {!info.identity.verified ? (
        <Hint>完成实名认证后绑定同名支付宝账号。</Hint>
      ) : info.alipay && !editing ? (
        <Saved data-testid="alipay-saved">
          <p>
            支付宝 {info.alipay.account}
            <small>实名 {info.alipay.name}</small>
          </p>
          <Button variant="link" onClick={() => setEditing(true)}>
            更换
          </Button>
        </Saved>
      ) : (
        <AlipayForm
          focusFirst={editing}
          onSaved={() => {
            setEditing(false);
            onChanged();
          }}
          onCancel={info.alipay ? () => setEditing(false) : undefined}
        />
      )}
    </>
  );
}

/** Physical: the default delivery address, or a form for a new one — saved as the default, where the order goes. */
export function AddressSection({ info, onChanged, editing, setEditing }: EditingProps) {
  const c = info.consignee;
  return (
    <>
      <h3>收货地址</h3>
      {c && !editing ? (
        <Saved data-testid="address-saved">
          <p>
            {c.name} {c.mobile}
            <small>
              {c.province} {c.city} {c.district} {c.address}
            </small>
          </p>
          <Button variant="link" onClick={() => setEditing(true)}>
            使用新地址
          </Button>
        </Saved>
      ) : (
        <AddressForm
          initial={null}
          makeDefault
          focusFirst={editing}
          onSaved={() => {
            setEditing(false);
            onChanged();
          }}
          onCancel={c ? () => setEditing(false) : undefined}
        />
      )}
    </>
  );
}

/** Top-up: the number to top up. */
export function TopupSection({ mobile, onChange, error }: { mobile: string; onChange: (value: string) => void; error?: string }) {
  return (
    <>
      <h3>充值号码</h3>
      <Input
        label="充值手机号"
        value={mobile}
        onChange={(e) => onChange(e.target.value.trim())}
        error={error}
        hint="三网通用；虚拟运营商号段（170/171）暂不支持"
        maxLength={11}
        inputMode="numeric"
        autoComplete="tel"
        required
      />
    </>
  );
}

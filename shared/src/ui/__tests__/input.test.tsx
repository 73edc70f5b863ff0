import { createRef } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { Checkbox } from '../form/checkbox';
import { FormField } from '../form/form-field';
import { Input } from '../form/input';
import { PasswordInput } from '../form/password-input';
import { renderWithTheme } from '../testing/render-with-theme';
import { beforeCssOf, phoneCssOf } from '../../testing/css-of';

describe('Input', () => {
  it('links the label to the input', () => {
    renderWithTheme(<Input label="手机号" name="mobile" placeholder="请输入手机号" />);
    const input = screen.getByLabelText('手机号') as HTMLInputElement;
    expect(input.tagName).toBe('INPUT');
    expect(input).toHaveAttribute('name', 'mobile');
    expect(input).toHaveAttribute('type', 'text');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('shows the error under the field with aria-invalid and aria-describedby', () => {
    renderWithTheme(<Input label="手机号" hint="仅支持中国大陆手机号" error="请输入正确的手机号" />);
    const input = screen.getByLabelText('手机号');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('请输入正确的手机号');
    // The error replaces the hint.
    expect(screen.queryByText('仅支持中国大陆手机号')).not.toBeInTheDocument();
  });

  it('describes the input by its hint when there is no error, merging a caller aria-describedby', () => {
    renderWithTheme(<Input label="昵称" hint="2-12 个字符" aria-describedby="extra" />);
    const input = screen.getByLabelText('昵称');
    expect(input).toHaveAttribute('aria-describedby', expect.stringMatching(/\bextra\b/));
    expect(input).toHaveAccessibleDescription('2-12 个字符');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('passes the React 19 ref prop, native props and change events to the <input>', () => {
    const ref = createRef<HTMLInputElement>();
    const onChange = jest.fn();
    renderWithTheme(<Input ref={ref} label="验证码" maxLength={6} inputMode="numeric" onChange={onChange} />);
    expect(ref.current).toBe(screen.getByLabelText('验证码'));
    expect(ref.current?.maxLength).toBe(6);
    fireEvent.change(ref.current!, { target: { value: '123456' } });
    expect(onChange).toHaveBeenCalled();
  });

  it('renders prefix and suffix inside the box', () => {
    renderWithTheme(<Input label="手机号" prefix="+86" suffix={<button type="button">获取验证码</button>} />);
    expect(screen.getByText('+86')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeInTheDocument();
  });

  it('marks required fields', () => {
    renderWithTheme(<Input label="密码" required />);
    expect((screen.getByLabelText(/密码/) as HTMLInputElement).required).toBe(true);
  });
});

describe('PasswordInput', () => {
  it('toggles between hidden and shown', () => {
    renderWithTheme(<PasswordInput label="密码" />);
    const input = screen.getByLabelText('密码') as HTMLInputElement;
    expect(input).toHaveAttribute('type', 'password');
    fireEvent.click(screen.getByRole('button', { name: '显示密码' }));
    expect(input).toHaveAttribute('type', 'text');
    const toggle = screen.getByRole('button', { name: '隐藏密码' });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(toggle);
    expect(input).toHaveAttribute('type', 'password');
  });

  it('on a phone the toggle is a square 44px target: no rounded corner cut out of its hit area', () => {
    renderWithTheme(<PasswordInput label="密码" />);
    const rules = phoneCssOf(screen.getByRole('button', { name: '显示密码' })).replace(/\s/g, '');
    expect(rules).toContain('padding:14px');
    expect(rules).not.toContain('border-radius');
  });
});

describe('FormField', () => {
  it('wires a custom control through the render function', () => {
    renderWithTheme(
      <FormField label="性别" error="请选择性别">
        {(control) => (
          <select {...control}>
            <option>男</option>
          </select>
        )}
      </FormField>,
    );
    const select = screen.getByLabelText('性别');
    expect(select.tagName).toBe('SELECT');
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('请选择性别');
  });
});

describe('Checkbox', () => {
  it('is a labelled native checkbox', () => {
    const onChange = jest.fn();
    renderWithTheme(<Checkbox label="我已阅读并同意《用户协议》" onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: '我已阅读并同意《用户协议》' }) as HTMLInputElement;
    expect(box).not.toBeChecked();
    fireEvent.click(screen.getByText('我已阅读并同意《用户协议》'));
    expect(box).toBeChecked();
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('its 16px box has a 44×44 px tap area centred on it, inside its label', () => {
    renderWithTheme(<Checkbox label="我已阅读并同意" />);
    const box = screen.getByRole('checkbox', { name: '我已阅读并同意' }) as HTMLInputElement;
    const area = box.parentElement!;
    expect(box.labels![0]).toContainElement(area);
    const before = beforeCssOf(area).replace(/\s/g, '');
    for (const rule of ["content:''", 'position:absolute', 'width:44px', 'height:44px', 'transform:translate(-50%,-50%)'])
      expect(before).toContain(rule);
  });
});

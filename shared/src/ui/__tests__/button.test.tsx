import { fireEvent, screen } from '@testing-library/react';
import { Button } from '../button';
import { renderWithTheme } from '../testing/render-with-theme';

describe('Button', () => {
  it('is a real <button type="button"> that calls onClick', () => {
    const onClick = jest.fn();
    renderWithTheme(<Button onClick={onClick}>提交</Button>);
    const button = screen.getByRole('button', { name: '提交' });
    expect(button.tagName).toBe('BUTTON');
    expect(button).toHaveAttribute('type', 'button');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('while loading shows a spinner, is disabled and ignores clicks', () => {
    const onClick = jest.fn();
    renderWithTheme(
      <Button loading onClick={onClick}>
        提交
      </Button>,
    );
    const button = screen.getByRole('button', { name: '提交' }) as HTMLButtonElement;
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button.querySelector('[aria-hidden="true"]')).toBeInTheDocument();
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('disabled ignores clicks', () => {
    const onClick = jest.fn();
    renderWithTheme(
      <Button disabled onClick={onClick}>
        提交
      </Button>,
    );
    fireEvent.click(screen.getByRole('button'));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('keeps an explicit submit type', () => {
    renderWithTheme(<Button type="submit">登录</Button>);
    expect(screen.getByRole('button')).toHaveAttribute('type', 'submit');
  });

  it('renders as a link with `as`, and a loading link is aria-disabled and inert', () => {
    const onClick = jest.fn();
    const { rerender } = renderWithTheme(
      <Button as="a" href="/exchange" variant="gold" onClick={onClick}>
        去兑换
      </Button>,
    );
    const link = screen.getByRole('link', { name: '去兑换' });
    expect(link).toHaveAttribute('href', '/exchange');
    expect(link.hasAttribute('disabled')).toBe(false);
    expect(link.hasAttribute('type')).toBe(false);
    rerender(
      <Button as="a" href="/exchange" loading onClick={onClick}>
        去兑换
      </Button>,
    );
    expect(link).toHaveAttribute('aria-disabled', 'true');
    expect(link).toHaveAttribute('tabindex', '-1');
    fireEvent.click(link);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('renders every variant and size', () => {
    const variants = ['primary', 'secondary', 'ghost', 'danger', 'link', 'gold'] as const;
    renderWithTheme(
      <>
        {variants.map((variant) => (
          <Button key={variant} variant={variant} size="sm" block>
            {variant}
          </Button>
        ))}
      </>,
    );
    expect(screen.getAllByRole('button')).toHaveLength(variants.length);
  });
});

describe('Button touch target on phones', () => {
  const phoneRules = (element: Element) => {
    const css = Array.from(document.querySelectorAll('style'), (style) => style.textContent ?? '').join('\n');
    const phone = css.split('@media (max-width: 767.98px)').slice(1).join('\n');
    return Array.from(element.classList)
      .flatMap((name) => Array.from(phone.matchAll(new RegExp(`\\.${name}\\{([^}]*)\\}`, 'g')), (match) => match[1]))
      .join(';');
  };

  it('a link button (获取验证码, 编辑, 删除, 查看卡密, 查看全部任务) is itself at least 44×44 without moving the line it sits on', () => {
    renderWithTheme(
      <Button variant="link" size="sm">
        编辑
      </Button>,
    );
    const rules = phoneRules(screen.getByRole('button', { name: '编辑' })).replace(/\s/g, '');
    expect(rules).toContain('min-width:44px');
    expect(rules).toContain('min-height:44px');
    expect(rules).toContain('margin-block:calc(0.5em+1px-22px)');
  });

  it('a filled md button grows to 44px itself; a filled sm keeps its look with a 44px tap area', () => {
    renderWithTheme(
      <>
        <Button>提交</Button>
        <Button size="sm">复制</Button>
      </>,
    );
    expect(phoneRules(screen.getByRole('button', { name: '提交' })).replace(/\s/g, '')).toContain('height:44px');
    const sm = phoneRules(screen.getByRole('button', { name: '复制' })).replace(/\s/g, '');
    expect(sm).toContain('height:32px');
    expect(sm).not.toContain('min-height:44px');
  });
});

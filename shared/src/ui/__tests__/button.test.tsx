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

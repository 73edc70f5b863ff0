import { useRef, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useFocusTrap, type FocusTrapOptions } from '../modal/use-focus-trap';

function Trap({ active, children, options }: { active: boolean; children?: ReactNode; options?: FocusTrapOptions }) {
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(ref, active, options);
  return (
    <div ref={ref} tabIndex={-1} data-testid="trap">
      {children}
    </div>
  );
}

function Page({ active, options }: { active: boolean; options?: FocusTrapOptions }) {
  return (
    <>
      <button type="button">页面之前</button>
      <Trap active={active} options={options}>
        <button type="button">第一</button>
        <input aria-label="字段" />
        <button type="button">最后</button>
      </Trap>
      <button type="button">页面之后</button>
    </>
  );
}

const button = (name: string) => screen.getByRole('button', { name });

describe('useFocusTrap', () => {
  it('moves focus to the first field on activation', () => {
    render(<Page active />);
    expect(screen.getByLabelText('字段')).toHaveFocus();
  });

  it('cycles Tab inside the container and never reaches the page', async () => {
    const user = userEvent.setup();
    render(<Page active />);
    await user.tab();
    expect(button('最后')).toHaveFocus();
    await user.tab();
    expect(button('第一')).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText('字段')).toHaveFocus();
  });

  it('cycles Shift+Tab backwards from the first element to the last', async () => {
    const user = userEvent.setup();
    render(<Page active />);
    await user.tab({ shift: true });
    expect(button('第一')).toHaveFocus();
    await user.tab({ shift: true });
    expect(button('最后')).toHaveFocus();
  });

  it('gives focus back to where it was when deactivated', () => {
    const { rerender } = render(<Page active={false} />);
    button('页面之前').focus();
    rerender(<Page active />);
    expect(screen.getByLabelText('字段')).toHaveFocus();
    rerender(<Page active={false} />);
    expect(button('页面之前')).toHaveFocus();
  });

  it('does nothing while inactive', async () => {
    const user = userEvent.setup();
    render(<Page active={false} />);
    expect(document.body).toHaveFocus();
    button('最后').focus();
    await user.tab();
    expect(button('页面之后')).toHaveFocus();
  });

  it('holds focus on the container itself when nothing inside can take it', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Trap active>
          <p>只有文字</p>
        </Trap>
        <button type="button">页面之后</button>
      </>,
    );
    expect(screen.getByTestId('trap')).toHaveFocus();
    await user.tab();
    expect(screen.getByTestId('trap')).toHaveFocus();
  });

  it('leaves focus where it is when told not to move it in', () => {
    const { rerender } = render(<Page active={false} options={{ shouldFocusIn: () => false }} />);
    button('页面之前').focus();
    rerender(<Page active options={{ shouldFocusIn: () => false }} />);
    expect(button('页面之前')).toHaveFocus();
  });
});

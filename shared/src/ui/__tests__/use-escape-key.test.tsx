import { fireEvent, render, renderHook, screen } from '@testing-library/react';
import { useEscapeKey, type EscapeKeyOptions } from '../modal/use-escape-key';

const press = (key: string, target: Element = document.body) => fireEvent.keyDown(target, { key });

describe('useEscapeKey', () => {
  it('calls back on Escape anywhere in the document, not on other keys', () => {
    const onEscape = jest.fn();
    renderHook(() => useEscapeKey(onEscape));
    press('Enter');
    expect(onEscape).not.toHaveBeenCalled();
    press('Escape');
    expect(onEscape).toHaveBeenCalledTimes(1);
  });

  it('listens only while enabled', () => {
    const onEscape = jest.fn();
    const { rerender } = renderHook(({ enabled }: EscapeKeyOptions) => useEscapeKey(onEscape, { enabled }), {
      initialProps: { enabled: false },
    });
    press('Escape');
    expect(onEscape).not.toHaveBeenCalled();
    rerender({ enabled: true });
    press('Escape');
    expect(onEscape).toHaveBeenCalledTimes(1);
  });

  it('leaves the key alone when it is not the target', () => {
    const onEscape = jest.fn();
    let isTarget = false;
    renderHook(() => useEscapeKey(onEscape, { isTarget: () => isTarget }));
    press('Escape');
    expect(onEscape).not.toHaveBeenCalled();
    isTarget = true;
    press('Escape');
    expect(onEscape).toHaveBeenCalledTimes(1);
  });

  it('ignores an Escape that something inside already handled', () => {
    const onEscape = jest.fn();
    function Field() {
      useEscapeKey(onEscape);
      return <input aria-label="搜索" onKeyDown={(event) => event.key === 'Escape' && event.preventDefault()} />;
    }
    render(<Field />);
    press('Escape', screen.getByLabelText('搜索'));
    expect(onEscape).not.toHaveBeenCalled();
  });

  it('stops the key there and calls the latest callback', () => {
    const outer = jest.fn();
    window.addEventListener('keydown', outer);
    const first = jest.fn();
    const second = jest.fn();
    const { rerender } = renderHook(({ onEscape }) => useEscapeKey(onEscape), { initialProps: { onEscape: first } });
    rerender({ onEscape: second });
    press('Escape');
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
    expect(outer).not.toHaveBeenCalled();
    window.removeEventListener('keydown', outer);
  });
});

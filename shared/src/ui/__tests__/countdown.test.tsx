import { act, fireEvent, renderHook, screen } from '@testing-library/react';
import { CountdownButton } from '../form/countdown-button';
import { renderWithTheme } from '../testing/render-with-theme';
import { useCountdown } from '../form/use-countdown';

describe('useCountdown', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('counts down second by second and stops at 0', () => {
    const { result } = renderHook(() => useCountdown(3));
    expect(result.current.remaining).toBe(0);
    expect(result.current.running).toBe(false);

    act(() => result.current.start());
    expect(result.current.remaining).toBe(3);
    expect(result.current.running).toBe(true);

    act(() => jest.advanceTimersByTime(1000));
    expect(result.current.remaining).toBe(2);
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current.remaining).toBe(1);
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current.remaining).toBe(0);
    expect(result.current.running).toBe(false);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('restarts from a given number and resets', () => {
    const { result } = renderHook(() => useCountdown(60));
    act(() => result.current.start());
    act(() => jest.advanceTimersByTime(10_000));
    expect(result.current.remaining).toBe(50);
    act(() => result.current.start(5));
    expect(result.current.remaining).toBe(5);
    act(() => result.current.reset());
    expect(result.current.remaining).toBe(0);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('clears its timer on unmount', () => {
    const { result, unmount } = renderHook(() => useCountdown(60));
    act(() => result.current.start());
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});

describe('CountdownButton', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('sends, then counts down before it can send again', async () => {
    const onSend = jest.fn().mockResolvedValue(undefined);
    renderWithTheme(<CountdownButton seconds={2} onSend={onSend} />);
    const button = screen.getByRole('button', { name: '获取验证码' }) as HTMLButtonElement;
    await act(async () => {
      fireEvent.click(button);
    });
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(button).toHaveTextContent('2秒后重新获取');
    expect(button).toBeDisabled();
    act(() => jest.advanceTimersByTime(2000));
    expect(button).toHaveTextContent('获取验证码');
    expect(button).toBeEnabled();
  });

  it('does not count down when sending fails', async () => {
    const onSend = jest.fn().mockRejectedValue(new Error('5629'));
    renderWithTheme(<CountdownButton onSend={onSend} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button'));
    });
    expect(screen.getByRole('button')).toHaveTextContent('获取验证码');
    expect(screen.getByRole('button')).toBeEnabled();
  });
});

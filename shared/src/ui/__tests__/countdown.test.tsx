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

  it('counts down from the wait the send answered (the API retryAfter)', async () => {
    renderWithTheme(<CountdownButton onSend={() => Promise.resolve(45)} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button'));
    });
    expect(screen.getByRole('button')).toHaveTextContent('45秒后重新获取');
  });

  it('a refusal that names its wait (a code sent 8 s ago at sign-up) counts down from it instead of leaving the button bare', async () => {
    const refused = Object.assign(new Error('发送过于频繁，请稍后再试'), { code: 1004, status: 200, silent: false, retryAfter: 52 });
    renderWithTheme(<CountdownButton onSend={() => Promise.reject(refused)} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button'));
    });
    expect(screen.getByRole('button')).toHaveTextContent('52秒后重新获取');
    expect(screen.getByRole('button')).toBeDisabled();
    act(() => jest.advanceTimersByTime(52_000));
    expect(screen.getByRole('button')).toBeEnabled();
  });
});

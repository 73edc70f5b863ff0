import { act, screen } from '@testing-library/react';
import type { LoadingState, Message, MessageType } from '../../platform-contract';
import { LoadingBar } from '../loading-bar';
import { LoadingOverlay } from '../loading-overlay';
import { MessageHost } from '../message-host';
import { cssOf } from '../../testing/css-of';
import { theme } from '../theme';
import { renderWithTheme } from '../testing/render-with-theme';

/** A minimal notifier: getMessages returns a fresh array each call (the host must cope). */
function fakeNotifier() {
  let messages: Message[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((l) => l());
  return {
    getMessages: () => [...messages],
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    show(type: MessageType, text: string) {
      const id = nextId++;
      messages = [...messages, { id, type, text }];
      emit();
      return id;
    },
    hide(id: number) {
      messages = messages.filter((m) => m.id !== id);
      emit();
    },
    listenerCount: () => listeners.size,
  };
}

function fakeLoading() {
  let state: LoadingState = { visible: false, text: '' };
  const listeners = new Set<() => void>();
  return {
    getState: () => ({ ...state }),
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next: LoadingState) {
      state = next;
      listeners.forEach((l) => l());
    },
  };
}

describe('MessageHost', () => {
  it('places the toasts below the header from tablet width, and on a phone at the bottom, never over the page title', () => {
    const notifier = fakeNotifier();
    renderWithTheme(<MessageHost notifier={notifier} />);
    act(() => {
      notifier.show('success', '验证码已发送');
    });
    const host = screen.getByRole('status').parentElement!;
    const css = cssOf(host);
    expect(css).toContain('position:fixed');
    // jsdom applies no media query: every `top` and `bottom` written is read. At 390 the sign-in title lies
    // right under the header's height (y 96), so a toast up there covered it: phones get none at the top.
    const values = (property: string) =>
      Array.from(css.matchAll(new RegExp(`(?:^|;)\\s*${property}:([^;]+)`, 'g')), (match) => match[1].trim());
    expect(values('top')).toEqual([`calc(${theme.layout.headerHeight} + 8px)`]);
    expect(values('bottom')).toEqual([
      'calc(16px + env(safe-area-inset-bottom, 0px))',
      'calc(112px + env(safe-area-inset-bottom, 0px))',
      'auto',
    ]);
  });

  it('shows and hides the notifier messages, errors as alerts and the rest as status', () => {
    const notifier = fakeNotifier();
    renderWithTheme(<MessageHost notifier={notifier} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    let saved = 0;
    act(() => {
      saved = notifier.show('success', '保存成功');
    });
    expect(screen.getByRole('status')).toHaveTextContent('保存成功');

    let failed = 0;
    act(() => {
      failed = notifier.show('error', '网络错误');
    });
    expect(screen.getByRole('alert')).toHaveTextContent('网络错误');
    expect(screen.getByText('保存成功')).toBeInTheDocument();

    act(() => notifier.hide(saved));
    expect(screen.queryByText('保存成功')).not.toBeInTheDocument();
    expect(screen.getByText('网络错误')).toBeInTheDocument();

    act(() => notifier.hide(failed));
    expect(screen.queryByText('网络错误')).not.toBeInTheDocument();
  });

  it('shows warnings as alerts and info as status', () => {
    const notifier = fakeNotifier();
    renderWithTheme(<MessageHost notifier={notifier} />);
    act(() => {
      notifier.show('warning', '请先登录');
      notifier.show('info', '已复制');
    });
    expect(screen.getByRole('alert')).toHaveTextContent('请先登录');
    expect(screen.getByRole('status')).toHaveTextContent('已复制');
  });

  it('unsubscribes on unmount', () => {
    const notifier = fakeNotifier();
    const { unmount } = renderWithTheme(<MessageHost notifier={notifier} />);
    expect(notifier.listenerCount()).toBe(1);
    unmount();
    expect(notifier.listenerCount()).toBe(0);
  });
});

describe('LoadingOverlay', () => {
  it('follows the loading state', () => {
    const loading = fakeLoading();
    renderWithTheme(<LoadingOverlay loading={loading} />);
    expect(screen.queryByTestId('loading-overlay')).not.toBeInTheDocument();

    act(() => loading.set({ visible: true, text: '提交中...' }));
    const overlay = screen.getByTestId('loading-overlay');
    expect(overlay).toHaveAttribute('role', 'status');
    expect(overlay).toHaveTextContent('提交中...');

    act(() => loading.set({ visible: true, text: '' }));
    expect(screen.getByTestId('loading-overlay')).toHaveTextContent('加载中...');

    act(() => loading.set({ visible: false, text: '' }));
    expect(screen.queryByTestId('loading-overlay')).not.toBeInTheDocument();
  });
});

describe('LoadingBar', () => {
  afterEach(() => jest.useRealTimers());

  it('appears while active and goes away after finishing', () => {
    jest.useFakeTimers();
    const { rerender } = renderWithTheme(<LoadingBar active={false} />);
    expect(screen.queryByTestId('loading-bar')).not.toBeInTheDocument();
    rerender(<LoadingBar active />);
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    expect(screen.getByTestId('loading-bar')).toHaveAttribute('aria-busy', 'true');
    rerender(<LoadingBar active={false} />);
    expect(screen.getByTestId('loading-bar')).toHaveAttribute('aria-busy', 'false');
    act(() => jest.advanceTimersByTime(600));
    expect(screen.queryByTestId('loading-bar')).not.toBeInTheDocument();
  });
});

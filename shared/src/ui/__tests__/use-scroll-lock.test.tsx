import { renderHook } from '@testing-library/react';
import { useScrollLock } from '../modal/use-scroll-lock';

beforeEach(() => {
  document.body.style.overflow = 'auto';
});

describe('useScrollLock', () => {
  it('locks page scroll while locked and gives the page its own overflow back after', () => {
    const { rerender } = renderHook(({ locked }) => useScrollLock(locked), { initialProps: { locked: false } });
    expect(document.body).toHaveStyle({ overflow: 'auto' });
    rerender({ locked: true });
    expect(document.body).toHaveStyle({ overflow: 'hidden' });
    rerender({ locked: false });
    expect(document.body).toHaveStyle({ overflow: 'auto' });
  });

  it('stays locked until the last of several overlays lets go, whatever order they close in', () => {
    const first = renderHook(() => useScrollLock(true));
    const second = renderHook(() => useScrollLock(true));
    first.unmount();
    expect(document.body).toHaveStyle({ overflow: 'hidden' });
    second.unmount();
    expect(document.body).toHaveStyle({ overflow: 'auto' });
  });
});

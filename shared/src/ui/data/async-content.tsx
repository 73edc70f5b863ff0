import type { ReactNode } from 'react';
import { ErrorPanel, Skeleton } from '@survey/shared/ui';

/** What `useRequest` returns, as far as a screen's loading states need it. */
export interface AsyncState<T> {
  /** The last answer: kept while a reload runs or after it failed. */
  data: T | null;
  status: 'loading' | 'ready' | 'error';
  reload: () => unknown;
}

export interface AsyncContentProps<T> {
  state: AsyncState<T>;
  /** The error panel's title (…加载失败), shown with 重试 when the first load failed. */
  errorTitle: ReactNode;
  errorDescription?: ReactNode;
  /** Before the first answer: that many skeleton lines, or a node of its own. Default 4 lines. */
  skeleton?: number | ReactNode;
  /** The error panel also when a reload failed, in place of the last answer (which stays by default). */
  errorOverData?: boolean;
  children: (data: T) => ReactNode;
}

/**
 * A screen's part that waits for one request: the error panel with 重试 when it failed with nothing
 * to show, the skeleton before the first answer, then `children(data)` — also while a reload runs or
 * after it failed, so the last answer stays on screen instead of flashing back to a skeleton.
 */
export function AsyncContent<T>({
  state,
  errorTitle,
  errorDescription,
  skeleton = 4,
  errorOverData = false,
  children,
}: AsyncContentProps<T>) {
  const { data, status, reload } = state;
  if (data != null && !(errorOverData && status === 'error')) return <>{children(data)}</>;
  if (status === 'error') return <ErrorPanel title={errorTitle} description={errorDescription} onRetry={() => void reload()} />;
  return <>{typeof skeleton === 'number' ? <Skeleton lines={skeleton} /> : skeleton}</>;
}

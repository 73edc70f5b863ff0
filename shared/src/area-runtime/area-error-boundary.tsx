import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPanel } from '@survey/shared/ui';
import { retryFailedScreens } from './lazy-screen';

interface Props {
  area: string;
  /** The host's report: it may replace this area version by its fallback (the shell does). */
  onError?: (error: unknown) => void;
  children: ReactNode;
}
interface State {
  error: Error | null;
}

/** Keeps a throwing screen inside its area: the panel offers a retry, the rest of the site goes on. */
export class AreaErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[${this.props.area}] screen failed`, error, info.componentStack);
    this.props.onError?.(error);
  }

  override render() {
    if (this.state.error) {
      return (
        <ErrorPanel
          title="页面出错了"
          description="这部分页面暂时无法显示，其他功能不受影响。"
          onRetry={() => {
            retryFailedScreens();
            this.setState({ error: null });
          }}
        />
      );
    }
    return this.props.children;
  }
}

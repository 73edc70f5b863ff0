import { Suspense, type ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { theme } from '../ui/theme';
import { AreaErrorBoundary } from './area-error-boundary';
import { lazyScreen } from './lazy-screen';

function renderScreen(Screen: ReturnType<typeof lazyScreen>) {
  return render(
    <ThemeProvider theme={theme}>
      <AreaErrorBoundary area="mf-test">
        <Suspense fallback={<p>加载中</p>}>
          <Screen />
        </Suspense>
      </AreaErrorBoundary>
    </ThemeProvider>,
  );
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

test('a screen whose chunk keeps failing shows the error panel after one attempt, and retry fetches it again', async () => {
  const load = jest.fn<Promise<{ default: ComponentType }>, []>(() => Promise.reject(new Error('Loading chunk 942 failed.')));
  renderScreen(lazyScreen(load));
  expect(await screen.findByText('页面出错了')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);

  load.mockImplementation(() => Promise.resolve({ default: () => <p>兑换中心</p> }));
  await userEvent.click(screen.getByRole('button', { name: '重试' }));
  expect(await screen.findByText('兑换中心')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});

test('a preloaded screen renders at once; a failed preload rejects for its caller', async () => {
  const Screen = lazyScreen(() => Promise.resolve({ default: () => <p>任务大厅</p> }));
  await Screen.preload();
  renderScreen(Screen);
  expect(screen.getByText('任务大厅')).toBeInTheDocument();
  await expect(lazyScreen(() => Promise.reject(new Error('refused'))).preload()).rejects.toThrow('refused');
});

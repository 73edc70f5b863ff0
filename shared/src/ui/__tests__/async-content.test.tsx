import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AsyncContent, type AsyncState } from '../data/async-content';
import { AsyncList } from '../data/async-list';
import { renderWithTheme } from '../testing/render-with-theme';

const state = <T,>(data: T | null, status: AsyncState<T>['status'], reload = jest.fn()): AsyncState<T> => ({ data, status, reload });
const page = (list: string[]) => ({ list, total: list.length });

describe('AsyncContent', () => {
  it('shows the error panel with 重试 when the first load failed, and 重试 reloads', async () => {
    const reload = jest.fn();
    renderWithTheme(
      <AsyncContent state={state<string>(null, 'error', reload)} errorTitle="消息加载失败" errorDescription="请检查网络后重试">
        {(data) => <p>{data}</p>}
      </AsyncContent>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('消息加载失败');
    expect(screen.getByText('请检查网络后重试')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('shows a busy skeleton only before the first answer: lines by number, or a node of its own', () => {
    const { rerender } = renderWithTheme(
      <AsyncContent state={state<string>(null, 'loading')} errorTitle="x" skeleton={6}>
        {(data) => <p>{data}</p>}
      </AsyncContent>,
    );
    expect(screen.getByRole('status', { name: '加载中' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getAllByTestId('skeleton-line')).toHaveLength(6);
    rerender(
      <AsyncContent state={state<string>(null, 'loading')} errorTitle="x" skeleton={<p>正在加载</p>}>
        {(data) => <p>{data}</p>}
      </AsyncContent>,
    );
    expect(screen.getByText('正在加载')).toBeInTheDocument();
    rerender(
      <AsyncContent state={state('答案', 'ready')} errorTitle="x">
        {(data) => <p>{data}</p>}
      </AsyncContent>,
    );
    expect(screen.getByText('答案')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('keeps the last answer on screen while a reload runs and after it failed', () => {
    const { rerender } = renderWithTheme(
      <AsyncContent state={state('旧的答案', 'loading')} errorTitle="x">
        {(data) => <p>{data}</p>}
      </AsyncContent>,
    );
    expect(screen.getByText('旧的答案')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    rerender(
      <AsyncContent state={state('旧的答案', 'error')} errorTitle="x">
        {(data) => <p>{data}</p>}
      </AsyncContent>,
    );
    expect(screen.getByText('旧的答案')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('with errorOverData shows the error panel in place of the last answer when a reload failed', async () => {
    const reload = jest.fn();
    const { rerender } = renderWithTheme(
      <AsyncContent state={state('旧的答案', 'loading')} errorTitle="商品加载失败" errorOverData>
        {(data) => <p>{data}</p>}
      </AsyncContent>,
    );
    expect(screen.getByText('旧的答案')).toBeInTheDocument();
    rerender(
      <AsyncContent state={state('旧的答案', 'error', reload)} errorTitle="商品加载失败" errorOverData>
        {(data) => <p>{data}</p>}
      </AsyncContent>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('商品加载失败');
    expect(screen.queryByText('旧的答案')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('AsyncList', () => {
  const items = (data: { list: string[] }) => (
    <ul>
      {data.list.map((s) => (
        <li key={s}>{s}</li>
      ))}
    </ul>
  );

  it('says what is missing when the list is empty, with no pagination', () => {
    renderWithTheme(
      <AsyncList state={state(page([]), 'ready')} errorTitle="x" empty="消息" pagination={() => <nav>分页</nav>}>
        {items}
      </AsyncList>,
    );
    expect(screen.getByTestId('empty')).toHaveTextContent('当前没有消息哦~！');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.queryByText('分页')).not.toBeInTheDocument();
  });

  it('takes an empty state of its own, and an array as the answer', () => {
    renderWithTheme(
      <AsyncList state={state<string[]>([], 'ready')} errorTitle="x" empty={<p>去任务大厅看看</p>}>
        {(list) => <p>{list.join()}</p>}
      </AsyncList>,
    );
    expect(screen.getByText('去任务大厅看看')).toBeInTheDocument();
  });

  it('shows the items and the pagination under them, also while the next page loads', () => {
    renderWithTheme(
      <AsyncList
        state={state(page(['一', '二']), 'loading')}
        errorTitle="x"
        empty="消息"
        pagination={(data) => <nav>共 {data.total} 条</nav>}
      >
        {items}
      </AsyncList>,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('navigation')).toHaveTextContent('共 2 条');
  });

  it('shows the error panel and the skeleton as AsyncContent does', () => {
    const { rerender } = renderWithTheme(
      <AsyncList state={state<{ list: string[] }>(null, 'error')} errorTitle="消息加载失败" empty="消息">
        {items}
      </AsyncList>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('消息加载失败');
    rerender(
      <AsyncList state={state<{ list: string[] }>(null, 'loading')} errorTitle="消息加载失败" empty="消息">
        {items}
      </AsyncList>,
    );
    expect(screen.getByRole('status', { name: '加载中' })).toBeInTheDocument();
  });
});

import { fireEvent, screen } from '@testing-library/react';
import { Empty } from '../empty';
import { ErrorPanel } from '../error-panel';
import { Pagination, pageItems } from '../navigation/pagination';
import { Result } from '../result';
import { RichText, sanitizeHtml } from '../rich-text/rich-text';
import { renderWithTheme } from '../testing/render-with-theme';

describe('Pagination', () => {
  it('shows the total and the pages, and goes to the next, previous and chosen page', () => {
    const onChange = jest.fn();
    const { rerender } = renderWithTheme(<Pagination page={1} pageSize={10} total={45} onChange={onChange} />);
    expect(screen.getByText('共 45 条')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: '分页' })).toBeInTheDocument();
    const prev = screen.getByRole('button', { name: '上一页' }) as HTMLButtonElement;
    expect(prev).toBeDisabled();
    expect(screen.getByRole('button', { name: '第 1 页' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByRole('button', { name: /^第 \d+ 页$/ })).toHaveLength(5);

    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    expect(onChange).toHaveBeenLastCalledWith(2);
    fireEvent.click(screen.getByRole('button', { name: '第 4 页' }));
    expect(onChange).toHaveBeenLastCalledWith(4);

    rerender(<Pagination page={5} pageSize={10} total={45} onChange={onChange} />);
    expect(screen.getByRole('button', { name: '下一页' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: '上一页' }));
    expect(onChange).toHaveBeenLastCalledWith(4);
    onChange.mockClear();
    fireEvent.click(screen.getByRole('button', { name: '第 5 页' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('collapses long ranges with ellipses', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 6, 'gap', 20]);
    expect(pageItems(10, 20)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]);
    expect(pageItems(20, 20)).toEqual([1, 'gap', 15, 16, 17, 18, 19, 20]);
    expect(pageItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('hides on a single page when asked', () => {
    const { container } = renderWithTheme(<Pagination page={1} pageSize={10} total={8} onChange={() => {}} hideOnSinglePage />);
    expect(container.querySelector('nav')).not.toBeInTheDocument();
  });
});

describe('Empty', () => {
  it('reads 当前没有数据哦~！ by default with 180px top padding', () => {
    renderWithTheme(<Empty />);
    expect(screen.getByText('当前没有数据哦~！')).toBeInTheDocument();
    expect(getComputedStyle(screen.getByTestId('empty')).paddingTop).toBe('180px');
  });

  it('uses the content and top props', () => {
    renderWithTheme(<Empty content="兑换记录" top={40} />);
    expect(screen.getByText('当前没有兑换记录哦~！')).toBeInTheDocument();
    expect(getComputedStyle(screen.getByTestId('empty')).paddingTop).toBe('40px');
  });
});

describe('RichText', () => {
  it('strips scripts, event handlers and javascript: URLs', async () => {
    const { container } = renderWithTheme(
      <RichText
        html={
          '<p>公告<script>window.hacked = true</script></p>' +
          '<img src="x.png" onerror="window.hacked = true">' +
          '<a href="javascript:alert(1)">点我</a>' +
          '<a href="https://example.com/help" target="_blank">帮助</a>' +
          '<style>body { display: none }</style>' +
          '<iframe src="https://evil.example"></iframe>'
        }
      />,
    );
    await screen.findByText('公告');
    const html = container.innerHTML;
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/onerror/i);
    expect(html).not.toMatch(/javascript:/i);
    expect(html).not.toMatch(/<style/i);
    expect(html).not.toMatch(/<iframe/i);
    expect(container.querySelector('img')).toHaveAttribute('src', 'x.png');
    expect(screen.getByText('公告')).toBeInTheDocument();
    expect(screen.getByText('点我')).not.toHaveAttribute('href');
    const help = screen.getByText('帮助');
    expect(help).toHaveAttribute('href', 'https://example.com/help');
    expect(help).toHaveAttribute('target', '_blank');
    expect(help).toHaveAttribute('rel', 'noopener noreferrer');
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('renders nothing for empty html', async () => {
    await expect(sanitizeHtml(null)).resolves.toBe('');
    await expect(sanitizeHtml('')).resolves.toBe('');
    await expect(sanitizeHtml('<b>加粗</b>')).resolves.toBe('<b>加粗</b>');
  });
});

describe('ErrorPanel', () => {
  it('defaults to 页面加载失败 and calls onRetry from 重试', () => {
    const onRetry = jest.fn();
    renderWithTheme(<ErrorPanel description="网络不太稳定，请稍后再试" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '页面加载失败' })).toBeInTheDocument();
    expect(screen.getByText('网络不太稳定，请稍后再试')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('has no retry button without onRetry', () => {
    renderWithTheme(<ErrorPanel title="页面出错了" />);
    expect(screen.getByRole('heading', { name: '页面出错了' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('Result', () => {
  it('shows the title, description and actions', () => {
    renderWithTheme(<Result title="兑换成功" description="预计 3 个工作日内发放" actions={<button type="button">查看兑换记录</button>} />);
    expect(screen.getByRole('heading', { name: '兑换成功' })).toBeInTheDocument();
    expect(screen.getByText('预计 3 个工作日内发放')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '查看兑换记录' })).toBeInTheDocument();
  });

  it('announces errors as alerts', () => {
    renderWithTheme(<Result status="error" title="兑换失败" />);
    expect(screen.getByRole('alert')).toHaveAttribute('data-status', 'error');
  });
});

import { fireEvent, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import { Avatar } from '../avatar';
import { Card } from '../card';
import { CoinAmount } from '../coin-amount';
import { GlobalStyle } from '../global-style';
import { List } from '../data/list';
import { PageContainer, PageMain } from '../page-container';
import { Section } from '../section';
import { SideMenu } from '../navigation/side-menu';
import { Skeleton } from '../skeleton';
import { Spinner } from '../spinner';
import { Table } from '../data/table';
import { Tag } from '../tag';
import { theme } from '../theme';
import { renderWithTheme } from '../testing/render-with-theme';
import { cssOf } from '../../testing/css-of';

interface Row {
  id: number;
  name: string;
  coins: number;
}

describe('Table', () => {
  const columns = [
    { key: 'name', title: '商品' },
    { key: 'coins', title: '金币', align: 'right' as const, render: (row: Row) => <CoinAmount value={row.coins} /> },
  ];

  it('renders header and rows', () => {
    renderWithTheme(
      <Table<Row>
        columns={columns}
        rows={[
          { id: 1, name: '京东卡', coins: 10000 },
          { id: 2, name: '话费', coins: 3000 },
        ]}
      />,
    );
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['商品', '金币']);
    expect(screen.getAllByRole('row')).toHaveLength(3);
    expect(screen.getByText('京东卡')).toBeInTheDocument();
    expect(screen.getByText('10,000')).toBeInTheDocument();
  });

  it('shows the empty text', () => {
    renderWithTheme(<Table<Row> columns={columns} rows={[]} />);
    expect(screen.getByText('当前没有数据哦~！')).toBeInTheDocument();
  });

  it('accepts a custom empty text', () => {
    renderWithTheme(<Table<Row> columns={columns} rows={[]} emptyText="暂无兑换记录" />);
    expect(screen.getByText('暂无兑换记录')).toBeInTheDocument();
  });
});

describe('List', () => {
  it('renders items and the empty placeholder', () => {
    const { rerender } = renderWithTheme(
      <List
        items={[
          { id: 'a', t: '问卷一' },
          { id: 'b', t: '问卷二' },
        ]}
        renderItem={(item) => item.t}
      />,
    );
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['问卷一', '问卷二']);
    rerender(
      <ThemeProvider theme={theme}>
        <List items={[]} renderItem={() => null} emptyText="当前没有任务哦~！" />
      </ThemeProvider>,
    );
    expect(screen.getByText('当前没有任务哦~！')).toBeInTheDocument();
  });
});

describe('CoinAmount', () => {
  it('formats with thousands separators', () => {
    renderWithTheme(
      <>
        <CoinAmount value={1234567} />
        <CoinAmount value="8800" unit="金币" signed />
        <CoinAmount value={-50} showIcon={false} />
      </>,
    );
    expect(screen.getByText('1,234,567')).toBeInTheDocument();
    expect(screen.getByText('+8,800')).toBeInTheDocument();
    expect(screen.getByText('-50')).toBeInTheDocument();
  });

  it('rounds to two decimals and groups negatives and decimals as Intl would', () => {
    renderWithTheme(
      <>
        <CoinAmount value={-1234567.891} showIcon={false} />
        <CoinAmount value="1000.5" showIcon={false} />
        <CoinAmount value={999} showIcon={false} />
        <CoinAmount value={-0.001} showIcon={false} />
      </>,
    );
    expect(screen.getByText('-1,234,567.89')).toBeInTheDocument();
    expect(screen.getByText('1,000.5')).toBeInTheDocument();
    expect(screen.getByText('999')).toBeInTheDocument();
    expect(screen.getByText('0')).toBeInTheDocument();
  });
});

describe('Avatar', () => {
  it('shows the image, then the initial when it fails', () => {
    renderWithTheme(<Avatar src="/a.png" name="小明" />);
    const img = screen.getByRole('img', { name: '小明' });
    expect(img.tagName).toBe('IMG');
    fireEvent.error(img);
    expect(screen.getByRole('img', { name: '小明' })).toHaveTextContent('小');
  });

  it('falls back to a generic icon without a name', () => {
    renderWithTheme(<Avatar />);
    expect(screen.getByRole('img', { name: '用户头像' })).toBeInTheDocument();
  });
});

describe('SideMenu', () => {
  it('marks the active item and calls onSelect with the path', () => {
    const onSelect = jest.fn();
    renderWithTheme(
      <SideMenu
        activeKey="gold"
        onSelect={onSelect}
        items={[
          { key: 'home', label: '我的主页', to: '/home' },
          { key: 'gold', label: '金币明细', to: '/home/gold' },
        ]}
      />,
    );
    expect(screen.getByRole('navigation', { name: '侧边菜单' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '金币明细' })).toHaveAttribute('aria-current', 'page');
    const home = screen.getByRole('link', { name: '我的主页' });
    expect(home).toHaveAttribute('href', '/home');
    expect(home).not.toHaveAttribute('aria-current');
    fireEvent.click(home);
    expect(onSelect).toHaveBeenCalledWith('/home', 'home');
    onSelect.mockClear();
    fireEvent.click(home, { ctrlKey: true });
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('sits at theme.layout.sideMenuTop', () => {
    renderWithTheme(<SideMenu items={[]} onSelect={() => {}} position="fixed" />);
    const nav = screen.getByRole('navigation');
    expect(getComputedStyle(nav).top).toBe('100px');
    expect(getComputedStyle(nav).position).toBe('fixed');
    expect(getComputedStyle(nav).width).toBe('200px');
  });
});

describe('a page with a side menu', () => {
  it('starts where the sticky menu stands, so a short page has it at sideMenuTop too', () => {
    renderWithTheme(
      <PageContainer withSide data-testid="page">
        <SideMenu items={[]} onSelect={() => {}} />
        <PageMain>内容</PageMain>
      </PageContainer>,
    );
    // Below the 64px header, 36px of padding: the menu's place in the flow is its sticky top (100px).
    expect(cssOf(screen.getByTestId('page'))).toContain('padding-top:calc(100px - 64px)');
  });
});

describe('layout and small pieces', () => {
  it('renders Card, Section, PageContainer, Tag, Skeleton and Spinner', () => {
    renderWithTheme(
      <PageContainer>
        <Section title="我的权益" extra={<a href="/home/credit">查看</a>}>
          <Card title="金币" extra="更多">
            <Tag type="gold">热门</Tag>
            <Tag color="#7a5af8">自定义</Tag>
            <Tag type="success" solid>
              已完成
            </Tag>
            <Skeleton lines={4} />
            <Spinner />
          </Card>
        </Section>
      </PageContainer>,
    );
    expect(screen.getByRole('heading', { name: '我的权益' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '金币' })).toBeInTheDocument();
    expect(screen.getByText('热门')).toHaveAttribute('data-type', 'gold');
    expect(screen.getAllByTestId('skeleton-line')).toHaveLength(4);
    expect(screen.getAllByRole('status', { name: '加载中' }).length).toBe(2);
  });

  it('GlobalStyle emits the reset and the theme body font, colour and background', () => {
    // jest resolves styled-components' server build, which injects global styles only into a
    // ServerStyleSheet; the browser build (webpack) injects them into the document.
    const sheet = new ServerStyleSheet();
    try {
      renderToString(
        sheet.collectStyles(
          <ThemeProvider theme={theme}>
            <GlobalStyle />
          </ThemeProvider>,
        ),
      );
      const css = sheet.getStyleTags();
      expect(css).toContain('box-sizing:border-box');
      expect(css).toMatch(/body\{[^}]*background:#f5f6f8/);
      expect(css).toMatch(/body\{[^}]*color:#1f2329/);
      expect(css).toMatch(/body\{[^}]*font-size:14px/);
      expect(css).toContain('PingFang SC');
    } finally {
      sheet.seal();
    }
  });
});

import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { Tabs, type TabItem } from '../navigation/tabs';
import { renderWithTheme } from '../testing/render-with-theme';

const items: TabItem[] = [
  { key: 'all', label: '全部' },
  { key: 'doing', label: '进行中' },
  { key: 'locked', label: '已锁定', disabled: true },
  { key: 'done', label: '已完成' },
];

function Controlled({ onChange }: { onChange?: (key: string) => void }) {
  const [active, setActive] = useState('all');
  return (
    <Tabs
      aria-label="任务状态"
      items={items}
      activeKey={active}
      onChange={(key) => {
        setActive(key);
        onChange?.(key);
      }}
    />
  );
}

const selected = () => screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true');

describe('Tabs', () => {
  it('renders a tablist with tabs and the active one selected', () => {
    renderWithTheme(<Controlled />);
    expect(screen.getByRole('tablist', { name: '任务状态' })).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab');
    expect(tabs).toHaveLength(4);
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false', 'false']);
    expect(tabs.map((tab) => tab.getAttribute('tabindex'))).toEqual(['0', '-1', '-1', '-1']);
  });

  it('switches on click and reports the key', () => {
    const onChange = jest.fn();
    renderWithTheme(<Controlled onChange={onChange} />);
    fireEvent.click(screen.getByRole('tab', { name: '进行中' }));
    expect(onChange).toHaveBeenCalledWith('doing');
    expect(selected()).toHaveTextContent('进行中');
    expect(screen.getByRole('tab', { name: '进行中' })).toHaveAttribute('tabindex', '0');
  });

  it('does not report a click on the active tab', () => {
    const onChange = jest.fn();
    renderWithTheme(<Controlled onChange={onChange} />);
    fireEvent.click(screen.getByRole('tab', { name: '全部' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('moves with the arrow keys, Home and End, skipping disabled tabs and wrapping', () => {
    renderWithTheme(<Controlled />);
    const first = screen.getByRole('tab', { name: '全部' });
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(selected()).toHaveTextContent('进行中');
    expect(screen.getByRole('tab', { name: '进行中' })).toHaveFocus();

    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(selected()).toHaveTextContent('已完成'); // 已锁定 is disabled

    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(selected()).toHaveTextContent('全部'); // wraps

    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(selected()).toHaveTextContent('已完成');

    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(selected()).toHaveTextContent('全部');

    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(selected()).toHaveTextContent('已完成');
    expect(screen.getByRole('tab', { name: '已完成' })).toHaveFocus();
  });

  it('links tabs to panels when given an id prefix', () => {
    renderWithTheme(<Tabs idPrefix="gold" items={items} activeKey="all" onChange={() => {}} />);
    const tab = screen.getByRole('tab', { name: '全部' });
    expect(tab).toHaveAttribute('id', 'gold-tab-all');
    expect(tab).toHaveAttribute('aria-controls', 'gold-panel-all');
  });
});

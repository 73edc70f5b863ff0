import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Modal } from '../modal/modal';
import { renderWithTheme } from '../testing/render-with-theme';

function Harness({ onClose = () => {}, maskClosable }: { onClose?: () => void; maskClosable?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        打开
      </button>
      <Modal
        open={open}
        title="确认兑换"
        maskClosable={maskClosable}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        footer={<button type="button">确认</button>}
      >
        <p>兑换后金币不可退回。</p>
        <input aria-label="备注" />
      </Modal>
    </>
  );
}

const openModal = () => {
  const opener = screen.getByRole('button', { name: '打开' });
  opener.focus();
  fireEvent.click(opener);
  return opener;
};

describe('Modal', () => {
  it('renders nothing when closed', () => {
    renderWithTheme(<Modal open={false} title="标题" onClose={() => {}} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is a labelled modal dialog with focus moved inside', () => {
    renderWithTheme(<Harness />);
    openModal();
    const dialog = screen.getByRole('dialog', { name: '确认兑换' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByLabelText('备注')).toHaveFocus();
    expect(dialog).toContainElement(screen.getByLabelText('备注'));
    expect(dialog).toHaveTextContent('兑换后金币不可退回。');
    expect(screen.getByRole('button', { name: '确认' })).toBeInTheDocument();
  });

  it('closes on Esc and gives focus back to the opener', () => {
    const onClose = jest.fn();
    renderWithTheme(<Harness onClose={onClose} />);
    const opener = openModal();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on a backdrop click but not on a click inside', () => {
    const onClose = jest.fn();
    renderWithTheme(<Harness onClose={onClose} />);
    openModal();
    fireEvent.mouseDown(screen.getByText('兑换后金币不可退回。'));
    fireEvent.click(screen.getByText('兑换后金币不可退回。'));
    expect(onClose).not.toHaveBeenCalled();
    const mask = screen.getByTestId('modal-mask');
    fireEvent.mouseDown(mask);
    fireEvent.click(mask);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not close on a press that starts inside and ends on the backdrop', () => {
    const onClose = jest.fn();
    renderWithTheme(<Harness onClose={onClose} />);
    openModal();
    fireEvent.mouseDown(screen.getByText('兑换后金币不可退回。'));
    fireEvent.click(screen.getByTestId('modal-mask'));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('keeps the backdrop inert with maskClosable={false}; the × button still closes', () => {
    const onClose = jest.fn();
    renderWithTheme(<Harness onClose={onClose} maskClosable={false} />);
    openModal();
    fireEvent.click(screen.getByTestId('modal-mask'));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('has a default 取消/确定 footer when onOk is given', () => {
    const onOk = jest.fn();
    const onClose = jest.fn();
    renderWithTheme(
      <Modal open title="提示" onOk={onOk} onClose={onClose}>
        确定退出登录吗？
      </Modal>,
    );
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(onOk).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes only the top modal on Esc', () => {
    const outer = jest.fn();
    const inner = jest.fn();
    renderWithTheme(
      <Modal open title="外层" onClose={outer}>
        <Modal open title="内层" onClose={inner}>
          内容
        </Modal>
      </Modal>,
    );
    expect(screen.getByRole('dialog', { name: '内层' })).toHaveFocus();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(inner).toHaveBeenCalledTimes(1);
    expect(outer).not.toHaveBeenCalled();
  });

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness />);
    openModal();
    await user.tab();
    expect(screen.getByRole('button', { name: '确认' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: '关闭' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: '确认' })).toHaveFocus();
  });

  it('locks page scroll while open', () => {
    const { rerender } = renderWithTheme(<Modal open title="提示" onClose={() => {}} />);
    expect(document.body).toHaveStyle({ overflow: 'hidden' });
    rerender(<Modal open={false} title="提示" onClose={() => {}} />);
    expect(document.body).not.toHaveStyle({ overflow: 'hidden' });
  });
});

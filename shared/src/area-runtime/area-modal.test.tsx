// An area's styles are namespaced `.area-<name>` (AreaProviders), and a modal is portalled out of
// the area's element to document.body: its styles must still apply there.
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Modal } from '@survey/shared/ui/modal';
import { createTestPlatform } from '../testing';
import { AreaProviders } from './area-root';

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        修改密码
      </button>
      <Modal open={open} title="修改登录密码" onClose={() => setOpen(false)} onOk={() => setOpen(false)}>
        <input aria-label="新密码" />
      </Modal>
    </>
  );
}

test('a modal opened in an area is a styled, fixed overlay on the page, outside the area element', () => {
  const { container } = render(
    <AreaProviders area="mf-test" platform={createTestPlatform()}>
      <Opener />
    </AreaProviders>,
  );
  fireEvent.click(screen.getByRole('button', { name: '修改密码' }));
  const mask = screen.getByTestId('modal-mask');
  expect(container.contains(mask)).toBe(false);
  expect(getComputedStyle(mask).position).toBe('fixed');
  expect(getComputedStyle(screen.getByRole('dialog')).position).toBe('relative');
  // The kit's button, not the browser's: the theme's radius.
  expect(getComputedStyle(screen.getByRole('button', { name: '确定' })).borderRadius).toBe('8px');
});

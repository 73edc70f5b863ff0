import { act, screen, waitFor, within } from '@testing-library/react';
import { reply } from '@survey/shared/testing';
import { QR_TICKET, loginResult } from '../../../testing/fixtures';
import { renderAuth } from '../../../testing/render-auth';
import { getQrcodeCheck, getQrcodeLogin } from '@survey/contract';

const tick = (ms: number) =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

type CheckState = 'waiting' | 'scanned' | 'confirmed' | 'expired';

function setup(initial: CheckState = 'waiting', ttlMs = 120_000) {
  const state = { current: initial };
  const result = loginResult();
  let issued = 0;
  const view = renderAuth('/login?tab=qrcode', {
    fakeTimers: true,
    server: (server) => {
      server.respond(getQrcodeLogin, () => {
        issued += 1;
        return {
          ...QR_TICKET,
          qrId: `qr-${issued}`,
          content: `survey-app://qrcode/login?qrId=qr-${issued}`,
          expiresAt: Date.now() + ttlMs,
        };
      });
      server.respond(getQrcodeCheck, () => {
        if (state.current === 'confirmed') return result;
        if (state.current === 'expired') return reply(null, { code: 1006, message: '二维码已过期' });
        return reply({ status: state.current }, { code: 5013, message: '二维码等待确认' });
      });
    },
  });
  const checks = () => view.platform.server.callsTo(getQrcodeCheck);
  return { ...view, state, result, checks };
}

test('renders the QR code and polls its state every 2 s', async () => {
  const { checks } = setup();
  expect(await screen.findByTitle('登录二维码')).toBeInTheDocument();
  expect(screen.getByText(/扫一扫登录/)).toBeInTheDocument();
  expect(checks()).toHaveLength(0);
  await tick(2000);
  expect(checks()).toHaveLength(1);
  expect(checks()[0].params.qrId).toBe('qr-1');
  await tick(2000);
  expect(checks()).toHaveLength(2);
});

test('5013 scanned shows 已扫码, then 200 signs in with method qrcode', async () => {
  const { platform, state, result, checks } = setup('scanned');
  await screen.findByTitle('登录二维码');
  await tick(2000);
  expect(await screen.findByText('已扫码，请在手机上确认')).toBeInTheDocument();

  state.current = 'confirmed';
  await tick(2000);
  await waitFor(() => expect(platform.navigations).toEqual(['/home']));
  expect(platform.session.getState().token).toBe(result.token);
  const polled = checks().length;
  await tick(10_000);
  expect(checks()).toHaveLength(polled);
});

test('1006 shows the expired overlay; 刷新 fetches a new code', async () => {
  const { platform, state, user, checks } = setup('expired');
  await screen.findByTitle('登录二维码');
  await tick(2000);
  // The overlay on the code (the API's message is also shown as a toast).
  expect(await within(screen.getByTestId('qr-frame')).findByText('二维码已过期')).toBeInTheDocument();
  await tick(10_000);
  expect(checks()).toHaveLength(1);

  state.current = 'waiting';
  await user.click(screen.getByRole('button', { name: '刷新' }));
  await waitFor(() => expect(platform.server.callsTo(getQrcodeLogin)).toHaveLength(2));
  await waitFor(() => expect(within(screen.getByTestId('qr-frame')).queryByText('二维码已过期')).not.toBeInTheDocument());
  await tick(2000);
  expect(checks().at(-1)?.params.qrId).toBe('qr-2');
});

test('a code past its expiresAt is shown as expired without asking the API', async () => {
  const { checks } = setup('waiting', 3000);
  await screen.findByTitle('登录二维码');
  await tick(2000);
  expect(checks()).toHaveLength(1);
  await tick(2000);
  expect(await screen.findByText('二维码已过期')).toBeInTheDocument();
  expect(checks()).toHaveLength(1);
});

test('polling stops when the member switches to another tab', async () => {
  const { user, checks } = setup();
  await screen.findByTitle('登录二维码');
  await tick(2000);
  expect(checks()).toHaveLength(1);
  await user.click(screen.getByRole('tab', { name: '验证码登录' }));
  await tick(10_000);
  expect(checks()).toHaveLength(1);
  expect(screen.queryByTitle('登录二维码')).not.toBeInTheDocument();
});

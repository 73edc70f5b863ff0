import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { getAccount as accountContract } from '@survey/contract';
import { bindCall } from '../http/bind-call';
import { createTestPlatform, TEST_ACCOUNT } from '../testing';
import { PlatformProvider } from './platform-context';
import { useCall } from './use-call';

const getAccount = bindCall<typeof accountContract>('GET', '/v1/users/account');

test('the bound call goes through the platform client and stays the same across renders', async () => {
  const platform = createTestPlatform({ loggedIn: true });
  platform.server.respond(accountContract, { ...TEST_ACCOUNT, id: 7, nickname: '小王' });
  const wrapper = ({ children }: { children: ReactNode }) => <PlatformProvider platform={platform}>{children}</PlatformProvider>;
  const { result, rerender } = renderHook(() => useCall(getAccount), { wrapper });
  const first = result.current;
  rerender();
  expect(result.current).toBe(first);
  await expect(result.current()).resolves.toMatchObject({ nickname: '小王' });
  expect(platform.server.calls).toHaveLength(1);
});

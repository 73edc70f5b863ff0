import { screen } from '@testing-library/react';
import { routes } from '../routes';
import { renderAuth } from '../testing/render-auth';
import { area } from './area';

test('every route of the table is public, titled and has a screen', () => {
  const screens = area.screens as Record<string, unknown>;
  for (const route of routes) {
    expect(route.public).toBe(true);
    expect(route.title).toMatch(/\S/);
    expect(screens[route.name]).toBeDefined();
  }
  expect(new Set(routes.map((route) => route.name)).size).toBe(routes.length);
});

test('owns the no-login names of the sign-in screens', () => {
  const names = routes.map((route) => route.name);
  for (const name of [
    'login',
    'login-third',
    'bind',
    'password',
    'register',
    'callback-open',
    'callback-wechat',
    'callback-qq',
    'callback-webo',
    'callback-alipay',
    '/app/invite',
  ]) {
    expect(names).toContain(name);
  }
  expect(routes.find((route) => route.name === 'callback-webo')?.path).toBe('/open/sina/callback.php');
  expect(routes.find((route) => route.name === 'register')?.path).toBe('/register');
});

test('/login/third lists the four providers', async () => {
  renderAuth('/login/third');
  for (const name of ['微信登录', 'QQ登录', '微博登录', '支付宝登录'])
    expect(await screen.findByRole('button', { name })).toBeInTheDocument();
});

// The sign-in area: its route table and one lazily loaded screen per route name.
import { defineArea, lazyScreen } from '@survey/shared';
import { routes } from '../routes';

const LoginScreen = lazyScreen(() => import('../features/login/components/login-screen').then((m) => ({ default: m.LoginScreen })));
const LoginThirdScreen = lazyScreen(() =>
  import('../features/sns/components/login-third-screen').then((m) => ({ default: m.LoginThirdScreen })),
);
const BindScreen = lazyScreen(() => import('../features/sns/components/bind-screen').then((m) => ({ default: m.BindScreen })));
const CallbackScreen = lazyScreen(() => import('../features/sns/components/callback-screen').then((m) => ({ default: m.CallbackScreen })));
const ResetPasswordScreen = lazyScreen(() =>
  import('../features/password/components/reset-password-screen').then((m) => ({ default: m.ResetPasswordScreen })),
);
const RegisterScreen = lazyScreen(() =>
  import('../features/register/components/register-screen').then((m) => ({ default: m.RegisterScreen })),
);
const InviteScreen = lazyScreen(() => import('../features/invite/components/invite-screen').then((m) => ({ default: m.InviteScreen })));

export const area = defineArea({
  area: 'mf-auth',
  routes,
  screens: {
    login: LoginScreen,
    'login-third': LoginThirdScreen,
    bind: BindScreen,
    password: ResetPasswordScreen,
    register: RegisterScreen,
    // The four provider callbacks (and the generic one) share one screen.
    'callback-open': CallbackScreen,
    'callback-wechat': CallbackScreen,
    'callback-qq': CallbackScreen,
    'callback-webo': CallbackScreen,
    'callback-alipay': CallbackScreen,
    '/app/invite': InviteScreen,
  },
});

// The sign-in area: its route table and one lazily loaded screen per route name.
import { lazy } from 'react';
import { defineArea } from '@survey/shared';
import { routes } from '../routes';

const LoginScreen = lazy(() => import('../features/login/components/login-screen').then((m) => ({ default: m.LoginScreen })));
const LoginThirdScreen = lazy(() => import('../features/sns/components/login-third-screen').then((m) => ({ default: m.LoginThirdScreen })));
const BindScreen = lazy(() => import('../features/sns/components/bind-screen').then((m) => ({ default: m.BindScreen })));
const CallbackScreen = lazy(() => import('../features/sns/components/callback-screen').then((m) => ({ default: m.CallbackScreen })));
const ResetPasswordScreen = lazy(() => import('../features/password/components/reset-password-screen').then((m) => ({ default: m.ResetPasswordScreen })));
const RegisterScreen = lazy(() => import('../features/register/components/register-screen').then((m) => ({ default: m.RegisterScreen })));
const InviteScreen = lazy(() => import('../features/invite/components/invite-screen').then((m) => ({ default: m.InviteScreen })));

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
    callback: CallbackScreen,
    'callback-wechat': CallbackScreen,
    'callback-qq': CallbackScreen,
    'callback-webo': CallbackScreen,
    'callback-alipay': CallbackScreen,
    '/app/invite': InviteScreen,
  },
});

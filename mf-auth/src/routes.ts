// The route table of the sign-in area: pure data, read by the shell (guards, titles, 404s)
// before any area code loads, and by the area itself to render its screens.
import type { RouteTable } from '@survey/shared';

export const routes = [
  { path: '/login', name: 'login', title: '登录', public: true, prerender: true, signedInBounce: true, returnParam: 'redirect' },
  { path: '/login/third', name: 'login-third', title: '第三方账号登录', public: true, signedInBounce: true },
  { path: '/bind', name: 'bind', title: '绑定手机号', public: true, signedInBounce: true },
  { path: '/password', name: 'password', title: '找回密码', public: true, signedInBounce: true },
  { path: '/register', name: 'register', title: '注册', public: true },
  // Third-party sign-in callbacks: the four provider paths and a generic one (?provider=). The spec's
  // no-login name "callback" belongs to the tasks area's /cloud/gmo/go (see mf-tasks/src/routes.ts).
  { path: '/open/callback', name: 'callback-open', title: '第三方登录', public: true },
  { path: '/open/wechat/callback', name: 'callback-wechat', title: '微信登录', public: true },
  { path: '/open/qq/callback.php', name: 'callback-qq', title: 'QQ登录', public: true },
  { path: '/open/sina/callback.php', name: 'callback-webo', title: '微博登录', public: true },
  { path: '/open/alipay/callback', name: 'callback-alipay', title: '支付宝登录', public: true },
  // The spec's no-login list names this route by its path.
  { path: '/app/invite', name: '/app/invite', title: '邀请注册', public: true },
] as const satisfies RouteTable;

// A manifest like the live one: the six areas with the route tables they publish. Written out
// as data, as the shell receives it at run time; the shell's tests read no area's files.
import { PLATFORM_API_VERSION, type AreaRelease, type RemotesManifest } from '@survey/shared';

const AREA_ROUTES: Record<string, AreaRelease['routes']> = {
  'mf-auth': [
    { path: '/login', name: 'login', title: '登录', public: true, signedInBounce: true, returnParam: 'redirect' },
    { path: '/login/third', name: 'login-third', title: '第三方账号登录', public: true, signedInBounce: true },
    { path: '/bind', name: 'bind', title: '绑定手机号', public: true, signedInBounce: true },
    { path: '/password', name: 'password', title: '找回密码', public: true, signedInBounce: true },
    { path: '/register', name: 'register', title: '注册', public: true },
    { path: '/open/callback', name: 'callback-open', title: '第三方登录', public: true },
    { path: '/open/wechat/callback', name: 'callback-wechat', title: '微信登录', public: true },
    { path: '/open/qq/callback.php', name: 'callback-qq', title: 'QQ登录', public: true },
    { path: '/open/sina/callback.php', name: 'callback-webo', title: '微博登录', public: true },
    { path: '/open/alipay/callback', name: 'callback-alipay', title: '支付宝登录', public: true },
    { path: '/app/invite', name: '/app/invite', title: '邀请注册', public: true },
  ],
  'mf-home': [{ path: '/home', name: 'home', title: '我的主页', invitePromo: true }],
  'mf-tasks': [{ path: '/task', name: 'task', title: '任务大厅' }],
  'mf-exchange': [{ path: '/exchange', name: 'exchange', title: '兑换中心', public: true }],
  'mf-bbs': [
    { path: '/bbs/search', name: 'bbs-search', title: '话题搜索', header: 'group' },
    { path: '/bbs/:id', name: 'bbs-id', title: '讨论组登录', public: true, groupLogin: true, header: 'group' },
    { path: '/bbs/:id/topic', name: 'bbs-topic', title: '讨论话题', groupPage: true, header: 'group' },
    { path: '/bbs/:id/topic/:topicId', name: 'bbs-topic-id', title: '话题详情', groupPage: true, header: 'group' },
    { path: '/bbs/:id/user', name: 'bbs-user', title: '受访者', groupPage: true, header: 'group' },
  ],
  'mf-campaigns': [
    { path: '/', name: 'index', title: '首页', public: true, signedInBounce: true, header: 'landing' },
    { path: '/about', name: 'about', title: '关于我们', public: true },
    { path: '/agreement', name: 'agreement', title: '用户协议', public: true },
    { path: '/privacy', name: 'privacy', title: '隐私政策', public: true },
    { path: '/privacy/sdk', name: 'sdk', title: '第三方SDK目录', public: true },
    { path: '/cooperate', name: 'cooperate', title: '商务合作', public: true },
    { path: '/product', name: 'product', title: '产品介绍', public: true },
  ],
};

/** One area's release as the manifest lists it: versioned entry, its hash, no fallback. */
export function testRelease(area: string, routes: AreaRelease['routes'], version = '0.1.0-test'): AreaRelease {
  return {
    area,
    federationName: area.replace(/-/g, '_'),
    version,
    entry: `/areas/${area}/${version}/remoteEntry.js`,
    integrity: `sha384-${area}`,
    routes,
    platformApiVersion: PLATFORM_API_VERSION,
    publishedAt: '2026-11-21T08:00:00.000Z',
    fallback: null,
  };
}

export function liveManifest(overrides: Partial<RemotesManifest> = {}): RemotesManifest {
  const areas = Object.entries(AREA_ROUTES).map(([area, routes]) => testRelease(area, routes));
  return { schema: 1, platformApiVersion: PLATFORM_API_VERSION, updating: false, areas, ...overrides };
}

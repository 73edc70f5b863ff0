-- The other info pages the footer and the app link to: business cooperation, product, SDK list.
INSERT INTO info_pages (slug, title, html, updated_at) VALUES
('cooperate', '商务合作',
 '<h2>调研委托</h2><p>问卷社区拥有覆盖全国的活跃会员样本，支持问卷调研、新品试用、焦点小组讨论和 App 体验测试，可按年龄、地区、职业等属性精准配额。</p><h2>品牌合作</h2><p>欢迎品牌方通过金币兑换商城、会员活动和联合调研与我们合作。</p><h2>联系方式</h2><ul><li>商务邮箱：bd@wenjuan-community.example</li><li>工作时间：周一至周五 9:00-18:00</li></ul>',
 1763683200000),
('product', '产品介绍',
 '<h2>答问卷，赚金币</h2><p>完成问卷、试用、讨论组等任务获得金币，金币可兑换现金、卡券和实物。</p><h2>每日签到</h2><p>每天签到领取金币，连续签到奖励逐日递增。</p><h2>邀请好友</h2><p>邀请好友注册并完成新手任务，双方都能获得奖励。</p>',
 1763683200000),
('sdk', '第三方SDK目录',
 '<p>为实现相应功能，问卷社区 App 集成了以下第三方 SDK，网页端不收集以下信息。</p><table><thead><tr><th>SDK 名称</th><th>用途</th><th>收集的信息</th></tr></thead><tbody><tr><td>微信开放平台 SDK</td><td>微信登录、分享</td><td>设备标识、网络信息</td></tr><tr><td>支付宝 SDK</td><td>支付宝登录、提现</td><td>设备标识</td></tr><tr><td>QQ 互联 SDK</td><td>QQ 登录</td><td>设备标识</td></tr><tr><td>微博 SDK</td><td>微博登录、分享</td><td>设备标识</td></tr></tbody></table>',
 1763683200000);

// Production instances in tests: providers that keep what would have been sent, and a site identity
// that passes the production checks.
import type { Providers } from '../src/providers';
import type { EmailMessage } from '../src/providers/email/email-sender';
import type { SmsTemplate } from '../src/providers/sms/sms-sender';

/** Where a production instance in tests says its site is (SITE_ORIGIN). */
export const TEST_SITE_ORIGIN = 'https://survey-test.localhost';

export const TEST_SITE_IDENTITY = {
  companyName: '测试问卷信息技术有限公司',
  registrations: ['浙ICP备19870601号-2', '浙公网安备33010602000123号'],
  supportEmail: 'help@survey-test.localhost',
  businessEmail: 'bd@survey-test.localhost',
};

export interface Outbox {
  sms: { mobile: string; template: SmsTemplate; params: string[] }[];
  mail: EmailMessage[];
}

/** Providers of a production instance whose messages land in `outbox` (no supplier: virtual orders wait for an operator). */
export function testProviders(outbox: Outbox = { sms: [], mail: [] }, overrides: Partial<Providers> = {}): Providers {
  return {
    sms: { send: async (mobile, template, params) => void outbox.sms.push({ mobile, template, params }) },
    email: { send: async (message) => void outbox.mail.push(message) },
    site: TEST_SITE_IDENTITY,
    supplier: null,
    ...overrides,
  };
}

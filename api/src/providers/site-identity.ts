// Who runs the site, as the footer and the about pages show it: the operating company, its ICP and
// public-security record numbers and the support mailbox. Production takes each from the environment
// and refuses placeholders; demo mode shows made-up ones unless the environment gives real ones.
import type { Env } from '../security/secrets';

export interface SiteIdentity {
  companyName: string;
  /** ICP record, then public-security record, as the footer prints them. */
  registrations: string[];
  supportEmail: string;
  /** The business-cooperation mailbox the cooperation page names (default: the support mailbox). */
  businessEmail: string;
}

export const DEMO_SITE_IDENTITY: SiteIdentity = {
  companyName: '上海问卷社区信息科技有限公司',
  registrations: ['沪ICP备20260001号-1', '沪公网安备31010402000001号'],
  supportEmail: 'support@wenjuan-community.example',
  businessEmail: 'bd@wenjuan-community.example',
};

const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;
/** Reserved for documentation (RFC 2606, RFC 6761): never a real mailbox. */
const PLACEHOLDER_DOMAIN = /@(?:[^@]+\.)?(?:example(?:\.(?:com|net|org))?|invalid|test)$/i;

interface Field {
  env: string;
  /** Why the value cannot be shown on a real site, or undefined. */
  problem(value: string): string | undefined;
}

const notDemo = (value: string) =>
  [DEMO_SITE_IDENTITY.companyName, ...DEMO_SITE_IDENTITY.registrations].includes(value) ? 'is the demo placeholder' : undefined;
const mailbox = (value: string) =>
  !EMAIL.test(value)
    ? 'is not an email address'
    : PLACEHOLDER_DOMAIN.test(value)
      ? 'is a placeholder address (example/test/invalid domain)'
      : undefined;

const FIELDS = {
  companyName: { env: 'SITE_COMPANY_NAME', problem: notDemo },
  icp: {
    env: 'SITE_ICP_RECORD',
    problem: (v) => notDemo(v) ?? (/ICP备\d{6,}号/.test(v) ? undefined : 'is not an ICP record number (沪ICP备12345678号-1)'),
  },
  publicSecurity: {
    env: 'SITE_PUBLIC_SECURITY_RECORD',
    problem: (v) =>
      notDemo(v) ?? (/公网安备\s*\d{10,}号/.test(v) ? undefined : 'is not a public-security record number (沪公网安备31010402000000号)'),
  },
  supportEmail: { env: 'SITE_SUPPORT_EMAIL', problem: mailbox },
} satisfies Record<string, Field>;

/** Production: the identity from SITE_* variables, or the problems naming each missing or placeholder one. */
export function siteIdentityFromEnv(env: Env): { identity?: SiteIdentity; problems: string[] } {
  const problems: string[] = [];
  const values: Record<string, string> = {};
  for (const [key, field] of Object.entries(FIELDS)) {
    const value = env[field.env]?.trim();
    if (!value) problems.push(`${field.env} is not set`);
    else if (field.problem(value)) problems.push(`${field.env} ${field.problem(value)}`);
    else values[key] = value;
  }
  const business = env.SITE_BUSINESS_EMAIL?.trim();
  if (business && mailbox(business)) problems.push(`SITE_BUSINESS_EMAIL ${mailbox(business)}`);
  if (problems.length) return { problems };
  return {
    identity: {
      companyName: values.companyName,
      registrations: [values.icp, values.publicSecurity],
      supportEmail: values.supportEmail,
      businessEmail: business || values.supportEmail,
    },
    problems,
  };
}

/** Demo: the environment's identity when it is complete, else the made-up one. */
export const demoSiteIdentity = (env: Env): SiteIdentity => siteIdentityFromEnv(env).identity ?? DEMO_SITE_IDENTITY;

/** Puts the mailboxes into a page's HTML: the stored pages say {{supportEmail}} and {{businessEmail}}. */
export function withSiteIdentity(html: string, site: SiteIdentity): string {
  return html.replace(/\{\{(supportEmail|businessEmail)\}\}/g, (_, key: 'supportEmail' | 'businessEmail') =>
    site[key].replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;'),
  );
}

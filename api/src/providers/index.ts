// The outside services a running API talks to, chosen by configuration: the SMS and mail gateways, the
// site's identity and the fulfilment supplier. Production reads every choice from the environment and
// names each missing or placeholder setting; staging may pick the log drivers, but only explicitly.
// Demo mode needs none of them: codes go to the dev inboxes and the demo supplier issues at once.
import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../security/secrets';
import { type FulfilmentSupplier, demoFulfilmentSupplier } from './fulfilment-supplier';
import { type EmailSender, logEmailSender } from './email/email-sender';
import { type SmtpSettings, smtpEmailSender, smtpSettings } from './email/smtp-email';
import { type SiteIdentity, demoSiteIdentity, siteIdentityFromEnv } from './site-identity';
import { type SmsSender, logSmsSender } from './sms/sms-sender';
import { type TencentSmsSettings, tencentSmsSender, tencentSmsSettings } from './sms/tencent-sms';

export interface Providers {
  sms: SmsSender;
  email: EmailSender;
  site: SiteIdentity;
  /** Issues virtual products at once; null: they wait for an operator (production has no supplier adapter). */
  supplier: FulfilmentSupplier | null;
}

/** What the environment chose, checked before anything starts; the senders are made once a logger exists. */
export interface ProviderSettings {
  sms: TencentSmsSettings | 'log';
  email: SmtpSettings | 'log';
  site: SiteIdentity;
  supplier: 'demo' | null;
}

function smsChoice(env: Env): { settings?: ProviderSettings['sms']; problems: string[] } {
  const driver = env.SMS_DRIVER?.trim();
  if (driver === 'log') return { settings: 'log', problems: [] };
  if (driver === 'tencent') return tencentSmsSettings(env);
  return {
    problems: [
      `SMS_DRIVER ${driver ? `"${driver}" is not tencent or log` : 'is not set (tencent, or log for a staging instance that sends no SMS)'}`,
    ],
  };
}

function emailChoice(env: Env): { settings?: ProviderSettings['email']; problems: string[] } {
  const driver = env.EMAIL_DRIVER?.trim() || (env.SMTP_URL || env.SMTP_URL_FILE ? 'smtp' : '');
  if (driver === 'log') return { settings: 'log', problems: [] };
  if (driver === 'smtp') return smtpSettings(env);
  return {
    problems: [
      `EMAIL_DRIVER ${driver ? `"${driver}" is not smtp or log` : 'is not set (smtp with SMTP_URL and EMAIL_FROM, or log for a staging instance that sends no mail)'}`,
    ],
  };
}

/** Production: every provider from the environment, or the problems naming each missing or placeholder variable. */
export function readProviderSettings(env: Env): { settings?: ProviderSettings; problems: string[] } {
  const sms = smsChoice(env);
  const email = emailChoice(env);
  const site = siteIdentityFromEnv(env);
  const problems = [...sms.problems, ...email.problems, ...site.problems];
  if (problems.length) return { problems };
  return { settings: { sms: sms.settings!, email: email.settings!, site: site.identity!, supplier: null }, problems };
}

/** Demo: nothing is sent (the dev inboxes stand in), the demo supplier issues, the identity may come from the environment. */
export const demoProviderSettings = (env: Env): ProviderSettings => ({
  sms: 'log',
  email: 'log',
  site: demoSiteIdentity(env),
  supplier: 'demo',
});

export function createProviders(settings: ProviderSettings, log: FastifyBaseLogger): Providers {
  return {
    sms: settings.sms === 'log' ? logSmsSender(log) : tencentSmsSender(settings.sms),
    email: settings.email === 'log' ? logEmailSender(log) : smtpEmailSender(settings.email),
    site: settings.site,
    supplier: settings.supplier === 'demo' ? demoFulfilmentSupplier : null,
  };
}

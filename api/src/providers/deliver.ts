// Sending through the configured gateway from a request: a refusal is logged with its reason (address
// masked) and the member is told to try again later, never what the gateway said.
import type { FastifyBaseLogger } from 'fastify';
import { BusinessError, Codes } from '../codes';
import { maskAccount } from '../lib/mask';
import { maskMobile } from '../lib/mobile';
import type { EmailMessage } from './email/email-sender';
import type { Providers } from './index';
import type { SmsTemplate } from './sms/sms-sender';

/** What a delivery needs of the request's context (a `ApiContext` is one). */
interface Gateways {
  providers: Providers;
  log: FastifyBaseLogger;
}

export async function deliverSms(ctx: Gateways, mobile: string, template: SmsTemplate, params: string[]): Promise<void> {
  try {
    await ctx.providers.sms.send(mobile, template, params);
  } catch (err) {
    ctx.log.error({ err, sms: { mobile: maskMobile(mobile), template } }, 'SMS gateway did not take the message');
    throw new BusinessError(Codes.INTERNAL, '短信发送失败，请稍后再试');
  }
}

export async function deliverEmail(ctx: Gateways, message: EmailMessage): Promise<void> {
  try {
    await ctx.providers.email.send(message);
  } catch (err) {
    ctx.log.error({ err, email: { to: maskAccount(message.to), subject: message.subject } }, 'mail server did not take the message');
    throw new BusinessError(Codes.INTERNAL, '邮件发送失败，请稍后再试');
  }
}

// Mail over SMTP with nodemailer: SMTP_URL (smtps://user:password@host:465, or smtp://…:587 with
// STARTTLS) and EMAIL_FROM ("问卷社区 <noreply@your-domain>").
import nodemailer from 'nodemailer';
import { type Env, envValue } from '../../security/secrets';
import type { EmailSender } from './email-sender';

export interface SmtpSettings {
  url: string;
  from: string;
}

export function smtpSettings(env: Env): { settings?: SmtpSettings; problems: string[] } {
  const problems: string[] = [];
  const { value: url, problem } = envValue(env, 'SMTP_URL');
  if (problem || !url) problems.push(problem ?? 'SMTP_URL (or SMTP_URL_FILE) is not set (EMAIL_DRIVER=smtp)');
  else if (!/^smtps?:\/\/[^/\s]+/.test(url)) problems.push('SMTP_URL must be smtp://… or smtps://…');
  const from = env.EMAIL_FROM?.trim();
  if (!from) problems.push('EMAIL_FROM is not set (EMAIL_DRIVER=smtp)');
  return problems.length ? { problems } : { settings: { url: url!, from: from! }, problems };
}

export function smtpEmailSender(settings: SmtpSettings): EmailSender {
  // A member waits for the answer: give up within seconds, not the library's minutes.
  const transport = nodemailer.createTransport({
    url: settings.url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 15_000,
  });
  return {
    async send({ to, subject, text }) {
      await transport.sendMail({ from: settings.from, to, subject, text });
    },
  };
}

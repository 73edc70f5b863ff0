// What the API asks of a mail gateway: one plain-text message to one address. Demo mode does not use it
// (codes go to the demo mailbox); production sends over SMTP, staging may choose the log driver explicitly.
import type { FastifyBaseLogger } from 'fastify';
import { maskAccount } from '../../lib/mask';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface EmailSender {
  /** Resolves once the server accepted the message; rejects otherwise. */
  send(message: EmailMessage): Promise<void>;
}

/** Staging: writes that a message would go out (address masked, never the text) and sends nothing. */
export function logEmailSender(log: FastifyBaseLogger): EmailSender {
  return {
    async send({ to, subject }) {
      log.info({ email: { to: maskAccount(to), subject } }, 'email not sent (EMAIL_DRIVER=log)');
    },
  };
}

// What the API asks of an SMS gateway: one message from an approved template to one mobile. Demo mode
// does not use it (codes go to the dev inbox); production sends through Tencent Cloud SMS, staging may
// choose the log driver explicitly.
import type { SmsScene } from '@survey/contract';
import type { FastifyBaseLogger } from 'fastify';
import { maskMobile } from '../../lib/mobile';

/**
 * `code:<scene>`: params [code, minutes valid]. `notice:<scene>`: the flow cannot go on for this mobile
 * (params [the notice's text]); gateways whose templates carry fixed text send it without variables.
 */
export type SmsTemplate = `code:${SmsScene}` | `notice:${SmsScene}`;

export interface SmsSender {
  /** Resolves once the gateway accepted the message; rejects with a reason otherwise. */
  send(mobile: string, template: SmsTemplate, params: string[]): Promise<void>;
}

/** Scenes whose send may carry a notice instead of a code (sign-up, reset, new mobile): each needs a notice template. */
export const NOTICE_SCENES: SmsScene[] = ['register', 'invite', 'reset', 'change-new'];

/** Staging: writes that a message would go out (mobile masked, never the code) and sends nothing. */
export function logSmsSender(log: FastifyBaseLogger): SmsSender {
  return {
    async send(mobile, template) {
      log.info({ sms: { mobile: maskMobile(mobile), template } }, 'SMS not sent (SMS_DRIVER=log)');
    },
  };
}

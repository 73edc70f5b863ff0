// Tencent Cloud SMS (API 2021-01-11, SendSms) through its official SDK. Settings come from the
// environment; template ids are listed per template name, a kind (`code`, `notice`) standing for each
// scene that has no id of its own: SMS_TENCENT_TEMPLATES=code=1234567,notice:reset=2345678,…
import { SMS_SCENES } from '@survey/contract';
import { sms } from 'tencentcloud-sdk-nodejs-sms';
import { type Env, envValue } from '../../security/secrets';
import { NOTICE_SCENES, type SmsSender, type SmsTemplate } from './sms-sender';

export interface TencentSmsSettings {
  secretId: string;
  secretKey: string;
  /** SmsSdkAppId of the SMS application (1400…). */
  appId: string;
  /** The approved signature, e.g. 问卷社区. */
  signName: string;
  region: string;
  templates: Record<string, string>;
  /** Another API host (`host[:port]`, or `http://host:port` for a local stand-in); default the public one. */
  endpoint?: string;
}

/** Every template the API may send: a code per scene, a notice per scene that has one. */
const NEEDED: SmsTemplate[] = [
  ...SMS_SCENES.map((scene) => `code:${scene}` as const),
  ...NOTICE_SCENES.map((scene) => `notice:${scene}` as const),
];

const templateId = (templates: Record<string, string>, template: SmsTemplate) => templates[template] ?? templates[template.split(':')[0]];

function parseTemplates(list: string): Record<string, string> | undefined {
  const templates: Record<string, string> = {};
  for (const item of list
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const m = /^([a-z]+(?::[a-z-]+)?)=(\d+)$/.exec(item);
    if (!m) return undefined;
    templates[m[1]] = m[2];
  }
  return templates;
}

export function tencentSmsSettings(env: Env): { settings?: TencentSmsSettings; problems: string[] } {
  const problems: string[] = [];
  const required = (name: string) => {
    const { value, problem } = envValue(env, name);
    if (problem || !value) problems.push(problem ?? `${name} is not set (SMS_DRIVER=tencent)`);
    return value ?? '';
  };
  const secretId = required('SMS_TENCENT_SECRET_ID');
  const secretKey = required('SMS_TENCENT_SECRET_KEY');
  const appId = required('SMS_TENCENT_APP_ID');
  const signName = required('SMS_SIGN_NAME');
  const list = required('SMS_TENCENT_TEMPLATES');
  const templates = list ? parseTemplates(list) : {};
  if (!templates) problems.push('SMS_TENCENT_TEMPLATES must be name=id pairs separated by commas (code=1234567,notice:reset=2345678)');
  else if (list) {
    const missing = NEEDED.filter((t) => !templateId(templates, t));
    if (missing.length) problems.push(`SMS_TENCENT_TEMPLATES has no template id for ${missing.join(', ')}`);
  }
  if (problems.length || !templates) return { problems };
  const region = env.SMS_TENCENT_REGION || 'ap-guangzhou';
  return {
    settings: { secretId, secretKey, appId, signName, region, templates, endpoint: env.SMS_TENCENT_ENDPOINT || undefined },
    problems,
  };
}

export function tencentSmsSender(settings: TencentSmsSettings): SmsSender {
  const endpoint = settings.endpoint ? /^(https?:\/\/)?(.+)$/.exec(settings.endpoint) : null;
  const client = new sms.v20210111.Client({
    credential: { secretId: settings.secretId, secretKey: settings.secretKey },
    region: settings.region,
    profile: {
      // A member waits for the answer: fail within seconds rather than the SDK's minute.
      httpProfile: { reqTimeout: 10, ...(endpoint ? { endpoint: endpoint[2], protocol: endpoint[1] ?? 'https://' } : {}) },
    },
  });
  return {
    async send(mobile, template, params) {
      const res = await client.SendSms({
        PhoneNumberSet: [`+86${mobile}`],
        SmsSdkAppId: settings.appId,
        SignName: settings.signName,
        TemplateId: templateId(settings.templates, template),
        // A notice template's text is fixed wording approved with it: no variables.
        TemplateParamSet: template.startsWith('notice:') ? [] : params,
      });
      const status = res.SendStatusSet?.[0];
      if (status?.Code !== 'Ok')
        throw new Error(`Tencent SMS refused the message: ${status?.Code ?? 'no status'} ${status?.Message ?? ''}`.trim());
    },
  };
}

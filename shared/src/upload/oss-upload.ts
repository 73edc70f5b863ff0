// Direct browser upload to object storage (spec sections 3 and 7): ask the API for a signed
// policy, then POST a multipart form straight to the storage host. The form goes through
// plain fetch, not the envelope client: the storage host answers in its own format.
import type { CallResponse, getOssPolicy as policyContract, getOssSign as signContract, OssModule, OssPolicy } from '@survey/contract';
import { defineCall } from '../http/define-call';
import type { HttpClient } from '../platform/contract';
import { uploadFileName, type FileNameOptions } from './file-name';

export type { OssPolicy };

export interface UploadOptions extends FileNameOptions {
  /** Module folder the policy is issued for (e.g. `avatar`, `feedback`). */
  module: OssModule;
  /** Sends `x-oss-object-acl: public-read`, for files shown to everyone. */
  publicRead?: boolean;
  /** Replaces global fetch (tests). */
  fetch?: typeof fetch;
}

export const OSS_POLICY_PATH = '/v1/oss/policy';
export const OSS_SIGN_PATH = '/v1/oss/sign';
const getOssPolicy = defineCall<typeof policyContract>('GET', OSS_POLICY_PATH);
const getOssSign = defineCall<typeof signContract>('GET', OSS_SIGN_PATH);

export class UploadError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

/** The multipart fields in the order the storage host expects (file last). */
export function buildUploadForm(policy: OssPolicy, key: string, file: Blob, fileName?: string): FormData {
  const form = new FormData();
  form.append('OSSAccessKeyId', policy.OSSAccessKeyId);
  form.append('Signature', policy.Signature);
  form.append('policy', policy.policy);
  form.append('success_action_status', '200');
  form.append('key', key);
  if (fileName !== undefined) form.append('file', file, fileName);
  else form.append('file', file);
  return form;
}

/** Uploads `file` and resolves with its object key (`dir` + generated name). */
export async function uploadFile(http: HttpClient, file: File | Blob, options: UploadOptions): Promise<string> {
  const policy = await getOssPolicy(http, { module: options.module });
  const originalName = 'name' in file && typeof file.name === 'string' ? file.name : '';
  const fileName = uploadFileName(originalName, options);
  const key = `${policy.dir ?? ''}${fileName}`;
  const send = options.fetch ?? globalThis.fetch;
  if (!send) throw new UploadError('No fetch available for the upload', null);
  const headers: Record<string, string> = options.publicRead ? { 'x-oss-object-acl': 'public-read' } : {};
  let response: Response;
  try {
    response = await send(policy.host, { method: 'POST', body: buildUploadForm(policy, key, file, fileName), headers });
  } catch {
    throw new UploadError('上传失败，请检查网络', null);
  }
  if (!response.ok) throw new UploadError('上传失败', response.status);
  return key;
}

/** A signed, time-limited URL for a private object key. */
export async function signUrl(http: HttpClient, key: string): Promise<string> {
  // Some deployments answer with the URL itself rather than { url }.
  const data: CallResponse<typeof signContract> | string = await getOssSign(http, { url: key });
  return typeof data === 'string' ? data : data.url;
}

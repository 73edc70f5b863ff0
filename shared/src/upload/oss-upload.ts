// Direct browser upload to object storage (spec sections 3 and 7): ask the API for a signed
// policy, then POST a multipart form straight to the storage host. The form goes through
// plain fetch, not the envelope client: the storage host answers in its own format.
import type { getOssPolicy as policyContract, getOssSign as signContract, OssModule, OssPolicy } from '@survey/contract';
import { bindCall } from '@survey/shared';
import type { HttpClient } from '../platform-contract';
import { fileExtension, uploadFileName, type FileNameOptions } from './file-name';

export type { OssPolicy };

export interface UploadOptions extends FileNameOptions {
  /** Module folder the policy is issued for (e.g. `avatar`, `feedback`). */
  module: OssModule;
  /** Asks for a public-read object, for files shown to everyone (the API grants it for avatars only). */
  publicRead?: boolean;
  /** Replaces global fetch (tests). */
  fetch?: typeof fetch;
}

export const OSS_POLICY_PATH = '/v1/oss/policy';
export const OSS_SIGN_PATH = '/v1/oss/sign';
const getOssPolicy = bindCall<typeof policyContract>('GET', OSS_POLICY_PATH);
const getOssSign = bindCall<typeof signContract>('GET', OSS_SIGN_PATH);

export class UploadError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

/** The multipart fields in the order the storage host expects (file last): the key and ACL the policy signed. */
export function buildUploadForm(policy: OssPolicy, file: Blob, fileName?: string): FormData {
  const form = new FormData();
  form.append('OSSAccessKeyId', policy.OSSAccessKeyId);
  form.append('Signature', policy.Signature);
  form.append('policy', policy.policy);
  form.append('success_action_status', '200');
  form.append('key', policy.key);
  form.append('x-oss-object-acl', policy.acl);
  if (fileName !== undefined) form.append('file', file, fileName);
  else form.append('file', file);
  return form;
}

/**
 * Uploads `file` and resolves with its object key. The API names the object (timestamp + 1000-9999 +
 * the original extension, in the member's folder); only the extension of the member's file name is sent.
 */
export async function uploadFile(http: HttpClient, file: File | Blob, options: UploadOptions): Promise<string> {
  const originalName = 'name' in file && typeof file.name === 'string' ? file.name : '';
  const ext = fileExtension(originalName);
  const policy = await getOssPolicy(http, {
    module: options.module,
    ...(/^\.[A-Za-z0-9]{1,10}$/.test(ext) ? { ext } : {}),
    ...(options.publicRead ? { acl: 'public-read' as const } : {}),
  });
  const fileName = uploadFileName(originalName, options);
  const send = options.fetch ?? globalThis.fetch;
  if (!send) throw new UploadError('No fetch available for the upload', null);
  // The spec's optional public-read header; the form carries the signed ACL either way.
  const headers: Record<string, string> = policy.acl === 'public-read' ? { 'x-oss-object-acl': 'public-read' } : {};
  let response: Response;
  try {
    response = await send(policy.host, { method: 'POST', body: buildUploadForm(policy, file, fileName), headers });
  } catch {
    throw new UploadError('上传失败，请检查网络', null);
  }
  if (!response.ok) throw new UploadError('上传失败', response.status);
  return policy.key;
}

/** A signed, time-limited URL for a private object key. */
export async function signUrl(http: HttpClient, key: string): Promise<string> {
  const { url } = await getOssSign(http, { url: key });
  return url;
}

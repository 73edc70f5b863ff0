// Direct browser upload to object storage (spec sections 3 and 7): ask the API for a signed
// policy, then POST a multipart form straight to the storage host. The form goes through
// plain fetch, not the envelope client: the storage host answers in its own format.
import type { HttpClient } from '../platform/contract';
import { uploadFileName, type FileNameOptions } from './file-name';

export interface OssPolicy {
  host: string;
  dir: string;
  OSSAccessKeyId: string;
  policy: string;
  Signature: string;
}

export interface UploadOptions extends FileNameOptions {
  /** Module folder the policy is issued for (e.g. `avatar`, `feedback`). */
  module: string;
  /** Sends `x-oss-object-acl: public-read`, for files shown to everyone. */
  publicRead?: boolean;
  /** Replaces global fetch (tests). */
  fetch?: typeof fetch;
}

export const OSS_POLICY_PATH = '/v1/oss/policy';
export const OSS_SIGN_PATH = '/v1/oss/sign';

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
  const policy = await http.get<OssPolicy>(OSS_POLICY_PATH, { params: { module: options.module } });
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
  const data = await http.get<string | { url: string }>(OSS_SIGN_PATH, { params: { url: key } });
  return typeof data === 'string' ? data : data.url;
}

// Uploads to the object store as a browser posts them: a multipart form of the policy's fields and the file.
import type { Harness } from './helpers';

export const UPLOAD_BOUNDARY = '----surveyTestBoundary7MA4YWxk';

export interface UploadFile {
  name: string;
  type: string;
  data: Buffer;
}

export function multipart(fields: Record<string, string>, file?: UploadFile): Buffer {
  const parts: Buffer[] = Object.entries(fields).map(([k, v]) =>
    Buffer.from(`--${UPLOAD_BOUNDARY}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
  );
  if (file) {
    parts.push(
      Buffer.from(
        `--${UPLOAD_BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${UPLOAD_BOUNDARY}--\r\n`));
  return Buffer.concat(parts);
}

export function postUpload(h: Harness, fields: Record<string, string>, file?: UploadFile, headers: Record<string, string> = {}) {
  return h.app.inject({
    method: 'POST',
    url: '/api/oss/upload',
    payload: multipart(fields, file),
    headers: { 'content-type': `multipart/form-data; boundary=${UPLOAD_BOUNDARY}`, ...headers },
  });
}

/** The form fields a policy signs (its key and ACL included); without success_action_status the store answers 204. */
export const policyFields = (p: Record<string, string>) => ({
  OSSAccessKeyId: p.OSSAccessKeyId,
  Signature: p.Signature,
  policy: p.policy,
  key: p.key,
  'x-oss-object-acl': p.acl,
});

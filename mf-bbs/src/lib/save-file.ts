// Saving downloads in the browser under the spec's name (timestamp + 1000-9999 + extension).
import { uploadFileName } from '@survey/shared/upload';

/** Starts a download of `href` named `fileName`. */
export function saveUrl(href: string, fileName: string): void {
  const a = document.createElement('a');
  a.href = href;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
}

/** Saves a downloaded blob (the host's CSV files) named like uploads: `<timestamp><1000-9999>.csv`. */
export function saveBlob(blob: Blob, extension = '.csv'): string {
  const fileName = uploadFileName(`file${extension}`);
  const href = URL.createObjectURL(blob);
  saveUrl(href, fileName);
  // The click has started the download; the object URL is no longer needed after it.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
  return fileName;
}

/** Attachments the API accepts (it checks again): pictures, documents, audio and video up to 5 MB. */
export const ATTACHMENT_ACCEPT = '.jpg,.jpeg,.png,.gif,.webp,.pdf,.txt,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.mp3,.mp4';
export const ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;

/** Why a file cannot be attached, or null. */
export function attachmentProblem(file: File): string | null {
  const dot = file.name.lastIndexOf('.');
  const ext = dot > 0 ? file.name.slice(dot).toLowerCase() : '';
  if (!ATTACHMENT_ACCEPT.split(',').includes(ext)) return '不支持的附件类型，请上传图片、文档或音视频文件';
  if (file.size > ATTACHMENT_MAX_BYTES) return '附件不能超过 5 MB';
  return null;
}

export const formatSize = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

export { uploadFileName, fileExtension, UPLOAD_RANDOM_MIN, UPLOAD_RANDOM_MAX, type FileNameOptions } from './file-name';
export {
  uploadFile,
  signUrl,
  buildUploadForm,
  UploadError,
  OSS_POLICY_PATH,
  OSS_SIGN_PATH,
  type OssPolicy,
  type UploadOptions,
} from './oss-upload';

// Calls of the oss domain, one file each.
export * from './get-oss-policy';
export * from './post-oss-upload';
export * from './get-oss-sign';
export * from './get-oss-file';

// Calls of the oss domain, one file each.
export {};

// Calls of the content domain, one file each.
export {};

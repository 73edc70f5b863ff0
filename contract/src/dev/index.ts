// Calls of the dev domain, one file each.
export {};

// Calls of the platform domain (area health from real browsers), one file each.
export * from './post-beacon';
export * from './get-health';

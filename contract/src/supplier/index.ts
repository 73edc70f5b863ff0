// The supplier's side as this API plays it (its answer page), one file each.
export * from './get-supplier-survey';

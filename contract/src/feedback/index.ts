// Calls of help and feedback, one file each.
export * from './fields';
export * from './get-feedbacks';
export * from './post-feedback';
export * from './get-feedback';
export * from './post-feedback-reply';
export * from './post-feedback-confirm';
export * from './get-dev-feedbacks';
export * from './post-dev-feedback-reply';
export * from './get-categories';
export * from './get-questions';

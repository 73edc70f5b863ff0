// Calls of the tasks domain (the task hall, hand-offs and the supplier's signed results), one file each.
export * from './get-tasks';
export * from './get-tasks-recommend';
export * from './get-tasks-summary';
export * from './get-task';
export * from './post-task-start';
export * from './post-task-callback';
export * from './post-task-report';
export * from './get-task-result';
export * from './get-my-tasks';
export * from './get-browse-redirect';

// Calls of the polls domain (questionnaires: a supplier's poll, the personal questionnaire), one file each.
export * from './get-poll';
export * from './post-poll';
export * from './get-property';
export * from './post-property';
export * from './get-survey-basic';
export * from './post-survey-basic';
export * from './get-survey-check';

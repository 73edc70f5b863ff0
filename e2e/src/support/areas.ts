/** Every area of the site, in the order the test site publishes them; a new area is added here. */
export const AREAS = ['mf-auth', 'mf-home', 'mf-tasks', 'mf-exchange', 'mf-bbs', 'mf-campaigns'];

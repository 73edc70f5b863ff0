// The demo and scale data as other packages use it (`@survey/api/demo`): e2e's load runs sign in as the
// scale seed's members and add their own with the seed's password hashing.
export { hashPassword } from '../crypto';
export { SCALE_PASSWORD } from './scale/seed-scale';
export { scaleMobile } from './scale/seed-members';

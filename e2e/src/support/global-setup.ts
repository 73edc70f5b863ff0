// Builds whatever is stale once before the browser suites (one webpack at a time). A deployed site
// (`test:area --site`) is already built: nothing here is built for it.
import { buildStale } from '../../../scripts/build-if-stale';
import { journeyTarget } from './journey-target';

export default function globalSetup() {
  if (journeyTarget()?.site) return;
  buildStale();
}

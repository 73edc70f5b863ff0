// Builds whatever is stale once before the browser suites (one webpack at a time).
import { buildStale } from '../../../scripts/build-if-stale';

export default function globalSetup() {
  buildStale();
}

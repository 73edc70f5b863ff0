// Which journey files `test:area` runs for an area against a target, and why each other journey of
// that area does not run there (printed, so nothing is skipped silently).
import { JOURNEY_AREAS, type JourneyNeeds } from './journey-areas';

export interface Target {
  /** A deployed site (`--site`) rather than the local test site. */
  remote: boolean;
  /** The site's API runs in demo mode (the local test site's always does). */
  demo: boolean;
}

export interface Selection {
  /** Journey names (file names in src/journeys without `.test.ts`). */
  run: string[];
  skipped: { journey: string; reason: string }[];
}

const WHY_NOT: Record<JourneyNeeds, string> = {
  local: 'needs the local test site (its release registry, API process or layout)',
  seeded: 'changes the demo data for good, so it needs freshly seeded data per run (the local test site)',
  demo: "needs the demo accounts and demo-only endpoints, and this site's API is not in demo mode",
};

function runsOn(needs: JourneyNeeds, target: Target): boolean {
  if (!target.remote) return true;
  return needs === 'demo' && target.demo;
}

export function selectJourneys(area: string, target: Target): Selection {
  const selection: Selection = { run: [], skipped: [] };
  for (const [journey, { areas, needs }] of Object.entries(JOURNEY_AREAS)) {
    if (!areas.includes(area)) continue;
    if (runsOn(needs, target)) selection.run.push(journey);
    else selection.skipped.push({ journey, reason: WHY_NOT[needs] });
  }
  return selection;
}

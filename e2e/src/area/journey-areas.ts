// Which areas each journey file exercises, and what it needs of the site it runs against, so
// `test:area <area>` runs one area's journeys and says which cannot run against a given site.
// A new journey file gets a line here (test/journey-areas.test.ts fails until it has one).
import { AREAS } from '../support/areas';

/**
 * What a journey needs of its site:
 * - `local`: the local test site itself: its release registry on disk (publish, rollback, previews it
 *   makes), its API process (operator commands, a moved clock) or a layout of its own (edges,
 *   production). Never runs against `--site`.
 * - `seeded`: the demo data as seeded, changed for good (a task earned, a fixed mobile registered, the
 *   day's lottery drawn): each width starts a site of its own. Never runs against `--site`, where a second
 *   width or run would find the data already changed.
 * - `demo`: the demo accounts and demo-only endpoints (`/api/dev/sms`), leaving the data as it found
 *   it: runs against a `--site` whose API is in demo mode.
 */
export type JourneyNeeds = 'local' | 'seeded' | 'demo';

export interface JourneyAreas {
  areas: readonly string[];
  needs: JourneyNeeds;
}

const EVERY_AREA = AREAS;

/** Keyed by file name in src/journeys without `.test.ts`. */
export const JOURNEY_AREAS: Record<string, JourneyAreas> = {
  accessibility: { areas: EVERY_AREA, needs: 'local' },
  account: { areas: ['mf-home'], needs: 'local' },
  campaigns: { areas: ['mf-campaigns'], needs: 'seeded' },
  'canary-rollout': { areas: ['mf-exchange'], needs: 'local' },
  'chunk-integrity': { areas: ['mf-exchange'], needs: 'local' },
  'dialogs-and-scroll': { areas: ['mf-home', 'mf-exchange', 'mf-bbs'], needs: 'seeded' },
  'discussion-groups': { areas: ['mf-bbs'], needs: 'seeded' },
  'earn-journeys': { areas: ['mf-tasks'], needs: 'seeded' },
  'edges-publish': { areas: ['mf-tasks'], needs: 'local' },
  keyboard: { areas: ['mf-auth', 'mf-home', 'mf-exchange'], needs: 'seeded' },
  layout: { areas: EVERY_AREA, needs: 'demo' },
  'member-journey': { areas: ['mf-auth', 'mf-home', 'mf-tasks', 'mf-exchange', 'mf-campaigns'], needs: 'demo' },
  'new-member-journey': { areas: ['mf-auth', 'mf-home', 'mf-tasks', 'mf-exchange'], needs: 'seeded' },
  'page-assembly': { areas: EVERY_AREA, needs: 'local' },
  prerender: { areas: ['mf-auth', 'mf-exchange', 'mf-campaigns'], needs: 'demo' },
  production: { areas: ['mf-tasks', 'mf-exchange'], needs: 'local' },
  'redeem-journeys': { areas: ['mf-exchange', 'mf-home'], needs: 'local' },
  'release-rollback': { areas: ['mf-tasks', 'mf-exchange'], needs: 'local' },
  'sign-in-ways': { areas: ['mf-auth'], needs: 'seeded' },
  'token-refresh': { areas: ['mf-auth', 'mf-home'], needs: 'demo' },
  'two-tabs': { areas: ['mf-home'], needs: 'local' },
};

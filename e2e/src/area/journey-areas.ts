// Which areas each journey file exercises, and what it needs of the site it runs against, so
// `test:area <area>` runs one area's journeys and says which cannot run against a given site.
// A new journey file gets a line here (test/journey-areas.test.ts fails until it has one).
import { AREAS } from '../support/areas';

/**
 * What a journey needs of its site, and so where it can run (docs/testing.md, "One area's journeys"):
 * `local` the local test site itself, `seeded` freshly seeded demo data, `demo` a demo-mode API.
 */
export type JourneyNeeds = 'local' | 'seeded' | 'demo';

export interface JourneyAreas {
  areas: readonly string[];
  needs: JourneyNeeds;
}

/** Keyed by file name in src/journeys without `.test.ts`. */
export const JOURNEY_AREAS: Record<string, JourneyAreas> = {
  accessibility: { areas: AREAS, needs: 'local' },
  account: { areas: ['mf-home'], needs: 'local' },
  campaigns: { areas: ['mf-campaigns'], needs: 'seeded' },
  'canary-rollout': { areas: ['mf-exchange'], needs: 'local' },
  'chunk-integrity': { areas: ['mf-exchange'], needs: 'local' },
  'dev-override': { areas: ['mf-tasks'], needs: 'local' },
  'dialogs-and-scroll': { areas: ['mf-home', 'mf-exchange', 'mf-bbs'], needs: 'seeded' },
  'discussion-groups': { areas: ['mf-bbs'], needs: 'seeded' },
  'earn-journeys': { areas: ['mf-tasks'], needs: 'seeded' },
  'edges-publish': { areas: ['mf-tasks'], needs: 'local' },
  keyboard: { areas: ['mf-auth', 'mf-home', 'mf-exchange'], needs: 'seeded' },
  layout: { areas: AREAS, needs: 'demo' },
  'member-journey': { areas: ['mf-auth', 'mf-home', 'mf-tasks', 'mf-exchange', 'mf-campaigns'], needs: 'demo' },
  'new-member-journey': { areas: ['mf-auth', 'mf-home', 'mf-tasks', 'mf-exchange'], needs: 'seeded' },
  'page-assembly': { areas: AREAS, needs: 'local' },
  prerender: { areas: ['mf-auth', 'mf-exchange', 'mf-campaigns'], needs: 'demo' },
  production: { areas: ['mf-tasks', 'mf-exchange'], needs: 'local' },
  'redeem-journeys': { areas: ['mf-exchange', 'mf-home'], needs: 'local' },
  'release-rollback': { areas: ['mf-tasks', 'mf-exchange'], needs: 'local' },
  'sign-in-ways': { areas: ['mf-auth'], needs: 'seeded' },
  'token-refresh': { areas: ['mf-auth', 'mf-home'], needs: 'demo' },
  'two-tabs': { areas: ['mf-home'], needs: 'local' },
};

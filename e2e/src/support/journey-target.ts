// What `test:area` hands the journeys it runs (in one environment variable, through jest): the area,
// and optionally a deployed site and a preview link. Absent: the whole suite on the local test site.

export const TARGET_ENV = 'E2E_TARGET';

/** What a preview link pins, read from its token (the signature is the site's to check). */
export interface PreviewTarget {
  link: string;
  area: string;
  version: string;
  /** ISO time the pin ends. */
  until: string;
}

export interface JourneyTarget {
  area: string;
  /** The deployed site's origin; absent: the local test site, started as for the whole suite. */
  site?: string;
  preview?: PreviewTarget;
}

export function journeyTarget(): JourneyTarget | null {
  const given = process.env[TARGET_ENV];
  return given ? (JSON.parse(given) as JourneyTarget) : null;
}

/** The routes of the target's area only, when `test:area` runs; every route otherwise. */
export function ofTargetArea<T extends { area: string | null }>(routes: T[]): T[] {
  const target = journeyTarget();
  return target ? routes.filter((route) => route.area === target.area) : routes;
}

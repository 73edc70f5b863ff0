import { useParams } from '@survey/shared/router';

/** A route's positive integer id parameter, or 0 when it is missing or not one (the screen then shows not-found). */
export function useIdParam(name = 'id'): number {
  const raw = useParams()[name];
  return raw && /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : 0;
}

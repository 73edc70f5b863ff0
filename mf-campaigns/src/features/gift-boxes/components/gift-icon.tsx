import { FESTIVALS, type Festival } from './festival';

/** A gift box drawn in the festival's colours (no emoji font needed). */
export function GiftIcon({ festival }: { festival: Festival }) {
  const { box, ribbon } = FESTIVALS[festival];
  return (
    <svg width="40" height="40" viewBox="0 0 40 40" aria-hidden="true">
      <rect x="5" y="16" width="30" height="21" rx="2" fill={box} />
      <rect x="3" y="11" width="34" height="7" rx="2" fill={box} />
      <rect x="17" y="11" width="6" height="26" fill={ribbon} />
      <path d="M20 11c-3-7-11-7-9-2 1 2 5 2 9 2zm0 0c3-7 11-7 9-2-1 2-5 2-9 2z" fill={ribbon} />
    </svg>
  );
}

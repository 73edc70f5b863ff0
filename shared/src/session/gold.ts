// The bbsRole rule that hides the gold display (spec section 5, where gold is called points).

/** bbsRole 1 or 2 hides the gold display. */
export function showsGold(bbsRole: number | null | undefined): boolean {
  return bbsRole !== 1 && bbsRole !== 2;
}

// An area's route table (src/routes.ts) as data: what the shell routes, titles and guards by
// before any area code loads. Every rule the shell applies to a route is a flag on that route,
// so it travels with the route when the route is renamed or moved.

/** Header variants a route can ask for (see RouteDef.header). */
export const HEADER_VARIANTS = ['landing', 'group'] as const;
export type HeaderVariant = (typeof HEADER_VARIANTS)[number];

/** One row of an area's route table. Paths use react-router syntax (`:id`, a final `*`). */
export interface RouteDef {
  path: string;
  /** Unique across the site; the spec's no-login list is given in names. */
  name: string;
  title: string;
  /** Needs no login (spec section 2, "Route names that need no login"). */
  public?: boolean;
  /** H5 pages get the bare title, without the app-name prefix, and no site header or footer. */
  h5?: boolean;
  /** Same first screen for every visitor: rendered to HTML at publish time, hydrated in the browser. Public routes only. */
  prerender?: boolean;
  /** A signed-in member opening it goes to /home (or to the path its `returnParam` carries). Public routes only. */
  signedInBounce?: true;
  /** The sign-in page: visitors without a token are sent here with their path in this query parameter. */
  returnParam?: 'redirect';
  /** A visitor without a token but with a stored group hash goes to that group's login (the `groupLogin` route). Login routes only. */
  groupPage?: true;
  /** A group's login: its one path parameter is the group's hash (signedOutPath). Public routes only. */
  groupLogin?: true;
  /** 'landing': the header is transparent until scrolled; 'group': a group participant gets the area's own header (areaDrawsHeader). */
  header?: HeaderVariant;
  /** The floating invite promo shows on it (non-mobile visitors). */
  invitePromo?: true;
}
export type RouteTable = readonly RouteDef[];

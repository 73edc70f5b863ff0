// Compile-time only: fails `tsc --noEmit` when types.ts drifts from the platform contract.
// Nothing here runs; the import is type-only and erased.
import type * as Contract from '../../shared/src/platform/contract';
import type * as Local from './types';

/** Mutually assignable, with the same keys (so an added or dropped optional field fails too). */
type Equal<A, B> = [A] extends [B] ? ([B] extends [A] ? ([keyof A] extends [keyof B] ? ([keyof B] extends [keyof A] ? true : false) : false) : false) : false;
type Assert<T extends true> = T;

export type ContractChecks = [
  Assert<Equal<Contract.RouteDef, Local.RouteDef>>,
  Assert<Equal<Contract.AreaRelease, Local.AreaRelease>>,
  Assert<Equal<Contract.RemotesManifest, Local.RemotesManifest>>,
  Assert<Equal<typeof Contract.PLATFORM_API_VERSION, typeof Local.DEFAULT_PLATFORM_API_VERSION>>,
];

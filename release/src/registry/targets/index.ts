// The one place a target name decides which kind of target it is.
import { ReleaseError } from '../../base/release-error';
import { SHELL } from '../layout';
import { areaTarget } from './area-target';
import type { ReleaseTarget } from './release-target';
import { shellTarget } from './shell-target';

export type { LiveChecks, LiveState, PublishChecks, ReleaseTarget } from './release-target';

/** `shell`, or an area folder name: lower-case words joined by dashes (`mf-tasks`). */
export function releaseTarget(name: string): ReleaseTarget {
  if (name === SHELL) return shellTarget;
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(name)) {
    throw new ReleaseError(`"${name}" is not an area folder name (expected something like mf-tasks) or "shell".`);
  }
  return areaTarget(name);
}

// `release publish` against a registry service: the build folder packed into one upload, with the
// version computed here so the service refuses content changed on the way.
import { loadBuild } from '../../registry/build';
import type { PublishResult } from '../../operations/publish';
import { releaseTarget } from '../../registry/targets';
import { type RemoteRegistry, callRegistry } from './client';
import { packBuild } from './tar-pack';

export interface UploadOptions {
  promote: boolean;
  force: boolean;
  /** The commit the build was made from (recorded in its release.json). */
  gitSha: string;
  log: (line: string) => void;
}

export function uploadBuild(remote: RemoteRegistry, name: string, dir: string, o: UploadOptions): Promise<PublishResult> {
  const { version } = loadBuild(releaseTarget(name), dir);
  const archive = packBuild(dir);
  o.log(`uploading ${name} ${version} from ${dir} (${Math.ceil(archive.length / 1024)} KB) to ${remote.url}`);
  const query = [o.promote && 'promote=1', o.force && 'force=1'].filter(Boolean).join('&');
  return callRegistry<PublishResult>(remote, `/v1/areas/${encodeURIComponent(name)}/versions${query ? `?${query}` : ''}`, {
    raw: archive,
    headers: { 'content-type': 'application/gzip', 'x-build-version': version, 'x-git-sha': o.gitSha },
    log: o.log,
  });
}

// Reading the JSON files a published version carries; a missing one means a damaged folder.
import { ReleaseError } from '../../base/release-error';
import { paths, readPublishedJson } from '../layout';

export function requirePublishedJson<T>(registry: string, target: string, version: string, file: string): T {
  const data = readPublishedJson<T>(registry, target, version, file);
  if (data === null) {
    throw new ReleaseError(
      `${paths.versionDir(registry, target, version)}/${file} is missing or unreadable: the published folder is damaged; publish the build again as a new version.`,
    );
  }
  return data;
}

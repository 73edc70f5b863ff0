// The service's answers never tell where the registry lives on the host: its absolute path (in
// results, progress lines and refusals, e.g. `status`'s registry or a publish's folder) is shown as
// `<registry>`, so a team's token learns nothing about the host's layout.
export const REGISTRY_PLACEHOLDER = '<registry>';

/** `value` (any JSON value or string) with every occurrence of the registry's path replaced. */
export function hideHostPaths<T>(value: T, registry: string): T {
  if (value === undefined) return value;
  // Replaced in the JSON text, where the path appears escaped as JSON writes it.
  const escaped = JSON.stringify(registry).slice(1, -1);
  return JSON.parse(JSON.stringify(value).split(escaped).join(REGISTRY_PLACEHOLDER)) as T;
}

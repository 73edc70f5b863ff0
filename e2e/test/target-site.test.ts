// A journey run on a deployed site that reaches for what only the local test site has fails, naming
// what it reached for, instead of passing on something else.
import { deployedSite } from '../src/support/target-site';

test('a deployed site gives its URL; its registry and API process are refused by name', async () => {
  const site = deployedSite('https://survey.example.com');
  expect(site.url).toBe('https://survey.example.com');
  expect(() => site.registry).toThrow(
    "this journey reads the local test site's release registry, which https://survey.example.com does not give: mark it 'local' in e2e/src/area/journey-areas.ts",
  );
  expect(() => site.apiUrl).toThrow(/local test site's API process/);
  await expect(site.close()).resolves.toBeUndefined();
});

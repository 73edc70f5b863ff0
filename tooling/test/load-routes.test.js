// The build reads each area's route table with the shared package's checkRouteTable: a table
// the browser or publish would refuse fails the build first, naming the route and the flag.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { loadContract, loadRoutes } = require('../webpack/load-routes');

function areaWith(routesSource) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'area-'));
  fs.mkdirSync(path.join(dir, 'src'));
  fs.writeFileSync(path.join(dir, 'src', 'routes.ts'), routesSource);
  return dir;
}

test('every area table passes the check and keeps its flags', () => {
  const root = path.resolve(__dirname, '../..');
  const areas = fs.readdirSync(root).filter((folder) => folder.startsWith('mf-'));
  const routes = areas.flatMap((area) => loadRoutes(path.join(root, area)));
  expect(routes.find((route) => route.name === 'login')).toMatchObject({ signedInBounce: true, returnParam: 'redirect' });
});

test('an invalid flag fails the build with the route and the flag named', () => {
  const dir = areaWith(
    "import type { RouteTable } from '@survey/shared';\nexport const routes = [{ path: '/x', name: 'x', title: 'X', signedInBounce: true }] as const satisfies RouteTable;",
  );
  expect(() => loadRoutes(dir)).toThrow('route #1 "x": signedInBounce is for public routes only');
});

test('a run-time import in a route table fails the build', () => {
  const dir = areaWith("import { x } from './x';\nexport const routes = [{ path: '/x', name: x, title: 'X' }];");
  expect(() => loadRoutes(dir)).toThrow('may import types only');
});

test('the contract entry evaluates in Node: the version build.json records, the check, the matcher', () => {
  const contract = loadContract();
  expect(contract.PLATFORM_API_VERSION).toEqual(expect.any(Number));
  expect(contract.findRoute([{ path: '/bbs/:id' }, { path: '/bbs/search' }], '/BBS/search/')).toEqual({ path: '/bbs/search' });
});

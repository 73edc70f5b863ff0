// An area's dev server (issue 36): served standalone on every route and loaded by the live site
// through a dev link, with hot updates and React Fast Refresh; a production build is unchanged.
const path = require('node:path');
const { createConfig } = require('../webpack/create-config');
const { devServerOptions, siteLink } = require('../webpack/dev-options');

const root = path.resolve(__dirname, '../..');

function tasksConfig(mode, serving) {
  const before = process.env.WEBPACK_SERVE;
  if (serving) process.env.WEBPACK_SERVE = 'true';
  else delete process.env.WEBPACK_SERVE;
  try {
    return createConfig({ dir: path.join(root, 'mf-tasks'), kind: 'area', port: 3003 })({}, { mode });
  } finally {
    if (before === undefined) delete process.env.WEBPACK_SERVE;
    else process.env.WEBPACK_SERVE = before;
  }
}

const federation = (config) => config.plugins.find((p) => p.constructor.name === 'ModuleFederationPlugin');
const pluginNames = (config) => config.plugins.map((p) => p.constructor.name);

test('issue 36: a served area finds its files at the server’s origin from any page, without eval, hot with Fast Refresh', () => {
  const config = tasksConfig('development', true);
  expect(config.output.publicPath).toBe('http://127.0.0.1:3003/');
  expect(config.devtool).not.toMatch(/eval/);
  expect(pluginNames(config)).toContain('ReactRefreshPlugin');
  expect(config.module.rules[0].use.options.jsc.transform.react.refresh).toBe(true);
  // Inside the live site it brings its own development React: the shell's cannot refresh.
  expect(federation(config)._options.shared).toEqual({});
  expect(config.devServer).toMatchObject({
    hot: true,
    historyApiFallback: { disableDotRule: true },
    client: { webSocketURL: 'ws://127.0.0.1:3003/ws' },
  });
});

test('issue 36: a production build keeps its relative chunks, shared singletons and no refresh', () => {
  const [config] = [tasksConfig('production', false)].flat();
  expect(config.output.publicPath).toBe('auto');
  expect(pluginNames(config)).not.toContain('ReactRefreshPlugin');
  expect(config.module.rules[0].use.options.jsc.transform.react.refresh).toBe(false);
  expect(Object.keys(federation(config)._options.shared)).toContain('react');
});

test('issue 36: /_dev/site sends a page outside the area to the site, through the dev link when there is one', () => {
  const [middleware] = devServerOptions({ port: 3003, isArea: true, registryDir: '/tmp' }).setupMiddlewares([]);
  const redirect = (url) => {
    const res = { writeHead: jest.fn(() => res), end: jest.fn() };
    middleware.middleware({ url }, res);
    return res.writeHead.mock.calls[0][1].Location;
  };
  Object.assign(siteLink, { site: 'https://survey.example.com', devLink: null });
  expect(redirect('/_dev/site?next=%2Flogin%3Fredirect%3D%252Ftask')).toBe('https://survey.example.com/login?redirect=%2Ftask');
  // Only a same-site path: never another host.
  expect(redirect('/_dev/site?next=%2F%2Fevil.example')).toBe('https://survey.example.com/');
  Object.assign(siteLink, { devLink: 'https://survey.example.com/_preview/abc.def' });
  expect(redirect('/_dev/site?next=%2Flogin')).toBe('https://survey.example.com/_preview/abc.def?next=%2Flogin');
});

// What a dev server (`pnpm --filter <pkg> dev`, dev-server.js) adds to the one configuration.
// An area's dev server is used two ways: standalone (open it, every route of the area) and
// inside the live site through a signed dev link (release dev-link), where the site's shell loads
// the area's remoteEntry.js from this server. Both need absolute URLs to this server's files, hot
// updates over a socket that is this server's (not the page's origin), and React Fast Refresh.
// Inside the site the shell runs production React, which cannot refresh, so an area's dev build
// shares no module (create-config.js) and brings its own development React.
const ReactRefreshPlugin = require('@pmmmwh/react-refresh-webpack-plugin');

const HOST = '127.0.0.1';

/** The origin of a dev server on `port`: where its files are found from any page, nested or not. */
const devOrigin = (port) => `http://${HOST}:${port}`;

/** publicPath of an area's dev build: /task/detail/1 must load /main.js, not /task/detail/main.js. */
const devPublicPath = (port) => `${devOrigin(port)}/`;

/**
 * The link a standalone page sends a member to for a page that is not the area's (sign-in,
 * other areas): set by dev-server.js once the site's dev link is made, so the member signs in
 * through the site's real mf-auth and comes back to this server's code inside the site.
 */
const siteLink = { site: null, devLink: null };

/** Where `next` (a same-site path) opens on the site: through the dev link when there is one. */
function siteAddress(next) {
  const path = typeof next === 'string' && /^\/(?![/\\])/.test(next) ? next : '/';
  if (siteLink.devLink) return `${siteLink.devLink}?next=${encodeURIComponent(path)}`;
  return `${siteLink.site ?? 'http://127.0.0.1:8080'}${path}`;
}

function devPlugins() {
  // The dev server's own overlay shows build errors; the plugin's would be a second one.
  return [new ReactRefreshPlugin({ overlay: false })];
}

/**
 * @param {{ port: number, isArea: boolean, registryDir: string, allowedHosts?: string[] }} options
 * @returns {import('webpack-dev-server').Configuration}
 */
function devServerOptions({ port, isArea, registryDir, allowedHosts = [] }) {
  return {
    host: HOST,
    port,
    // A page path may hold a dot (/callback.php): it is a page all the same; scripts and hot
    // updates are asked for without text/html and are never rewritten.
    historyApiFallback: { disableDotRule: true },
    hot: true,
    // Inside the site the page is the site's: the socket is this server's.
    client: { webSocketURL: `ws://${HOST}:${port}/ws`, overlay: { errors: true, warnings: false } },
    // The site's host opens the socket too (a loopback site is allowed anyway).
    allowedHosts,
    headers: { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Private-Network': 'true' },
    static: isArea ? false : { directory: registryDir, publicPath: '/', watch: false },
    proxy: [{ context: ['/api'], target: process.env.API_URL || 'http://127.0.0.1:3100', changeOrigin: true }],
    setupMiddlewares: (middlewares) => [
      {
        name: 'survey-site-link',
        path: '/_dev/site',
        middleware: (req, res) => {
          const next = new URL(req.url, devOrigin(port)).searchParams.get('next');
          res.writeHead(302, { Location: siteAddress(next), 'Cache-Control': 'no-store' }).end();
        },
      },
      ...middlewares,
    ],
  };
}

module.exports = { devServerOptions, devPlugins, devPublicPath, devOrigin, siteLink, SITE_LINK_PATH: '/_dev/site' };

// Hand-written area builds for the smoke test: a federation container as webpack emits one
// (`var <name>` with `init` and `get`), exposing `./app` with single-spa lifecycles, as
// shared/src/area-runtime/create-area-lifecycles.tsx makes them (mount's props carry the element,
// the platform and `onAreaError`, which the area's error boundary calls when a screen throws).

/**
 * remoteEntry.js of a container named `fed` whose `./app` is `lifecycles` (a JS expression that
 * may read `entryUrl`, the entry's own URL, as webpack's `publicPath: 'auto'` does).
 */
export function containerSource(fed: string, lifecycles: string, note = ''): string {
  return `var ${fed};/* ${note} */
var entryUrl = document.currentScript.src;
${fed} = {
  init: function () { return Promise.resolve(); },
  get: function (module) {
    if (module !== './app') return Promise.reject(new Error('no ' + module));
    return Promise.resolve(function () { return ${lifecycles}; });
  },
};`;
}

const resolved = 'function () { return Promise.resolve(); }';

/** Draws the path it was mounted at. */
export const GOOD_LIFECYCLES = `{
  bootstrap: ${resolved},
  mount: function (props) { props.domElement.innerHTML = '<h1>' + location.pathname + '</h1>'; return Promise.resolve(); },
  unmount: ${resolved},
}`;

/**
 * Loads its screen from a chunk beside the entry in preload, as a real build's chunks load
 * (a script element, its URL from the entry's own), and draws it on mount.
 */
export const CHUNK_LOADING_LIFECYCLES = `(function () {
  return {
    preload: function () {
      return new Promise(function (resolve, reject) {
        var script = document.createElement('script');
        script.src = new URL('screen.0a1b2c3d.js', entryUrl).href;
        script.onload = resolve;
        script.onerror = function () { reject(new Error('the screen chunk did not load')); };
        document.head.appendChild(script);
      });
    },
    bootstrap: ${resolved},
    mount: function (props) { props.domElement.innerHTML = window.drawScreen(location.pathname); return Promise.resolve(); },
    unmount: ${resolved},
  };
})()`;
export const SCREEN_CHUNK = `window.drawScreen = function (path) { return '<h1>' + path + '</h1>'; };`;

/** Mount rejects, as an area whose mount reads what is not there. */
export const THROWING_MOUNT_LIFECYCLES = `{
  bootstrap: ${resolved},
  mount: function () { return Promise.reject(new TypeError("Cannot read properties of undefined (reading 'user')")); },
  unmount: ${resolved},
}`;

/**
 * Mount settles, but the screen of the detail route throws in its first render: the area's
 * error boundary reports it after the commit, as React does.
 */
export const THROWING_RENDER_LIFECYCLES = `{
  bootstrap: ${resolved},
  mount: function (props) {
    if (location.pathname.indexOf('/tasks/') === 0) {
      setTimeout(function () { props.onAreaError(new TypeError("Cannot read properties of undefined (reading 'map')")); }, 0);
    }
    props.domElement.innerHTML = '<h1>tasks</h1>';
    return Promise.resolve();
  },
  unmount: ${resolved},
}`;

/**
 * Reaches past the page into the child's own Node realm (through a function the child handed
 * in: jsdom is no security boundary) and reports what it finds: the environment and a file
 * outside the build.
 */
export const PRYING_LIFECYCLES = `{
  bootstrap: ${resolved},
  mount: function (props) {
    var node = props.onAreaError.constructor('return process')();
    var read;
    try {
      read = String(node.getBuiltinModule('fs').readFileSync('/etc/hostname'));
    } catch (error) {
      read = error.code;
    }
    return Promise.reject(new Error('env ' + JSON.stringify(node.env) + ' read ' + read + ' page-process ' + typeof process));
  },
  unmount: ${resolved},
}`;

/** The list route's mount never settles; the detail route's mount never returns (a loop). */
export const HANGING_LIFECYCLES = `{
  bootstrap: ${resolved},
  mount: function () {
    if (location.pathname === '/tasks/1') for (;;) {}
    return new Promise(function () {});
  },
  unmount: ${resolved},
}`;

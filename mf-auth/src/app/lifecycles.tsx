// Exposed to the shell as `./app`: single-spa lifecycles of this area, and `preload`, which the
// shell calls while loading it (a chunk of the current page that fails makes it use the fallback),
// and `prefetch`, which it calls as a navigation to one of its pages begins.
import { createAreaLifecycles } from '@survey/shared';
import { area } from './area';

export const { bootstrap, mount, unmount, preload, prefetch } = createAreaLifecycles(area);

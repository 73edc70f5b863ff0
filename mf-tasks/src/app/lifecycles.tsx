// Exposed to the shell as `./app`: single-spa lifecycles of this area.
import { createAreaLifecycles } from '@survey/shared';
import { area } from './area';

export const { bootstrap, mount, unmount } = createAreaLifecycles(area);

// Built for Node only (the pre-render build): the site server renders this area's `prerender`
// routes to HTML with it at publish time; the browser then hydrates them (see docs/prerender.md).
import { createAreaPrerender } from '@survey/shared/prerender';
import { area } from './area';

export const { render } = createAreaPrerender(area);

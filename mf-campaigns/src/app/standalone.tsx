import { mountStandalone } from '@survey/shared/standalone';
import { area } from './area';

void mountStandalone(area);

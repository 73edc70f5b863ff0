import type { Campaign } from '@survey/contract';
import { useRequest } from '@survey/shared';
import { getEvents } from '../lib/api/get-events';

export type CampaignState =
  { kind: 'loading' } | { kind: 'error'; reload: () => Promise<void> } | { kind: 'missing' } | { kind: 'ready'; campaign: Campaign };

/** One campaign's times and state; `missing` when the site does not run it. */
export function useCampaign(key: string): CampaignState {
  const { data, status, reload } = useRequest((http) => getEvents(http, { key }), [key]);
  if (status === 'error' && !data) return { kind: 'error', reload };
  if (!data) return { kind: 'loading' };
  const campaign = data.find((c) => c.key === key);
  return campaign ? { kind: 'ready', campaign } : { kind: 'missing' };
}

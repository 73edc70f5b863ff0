import { useCallback, useState } from 'react';
import type {
  getAttachmentListDownload as attachmentsContract,
  getBaseDownload as baseContract,
  getGroupMembersDownload as membersContract,
  getMemberDownload as memberContract,
  getResponsesDownload as responsesContract,
} from '@survey/contract';
import { defineCall, usePlatform, type HttpClient } from '@survey/shared';
import { saveBlob } from '../lib/save-file';

/** The host's files (CSV), fetched as blobs with the member's token. */
export const getGroupMembersDownload = defineCall<typeof membersContract>('GET', '/focusMembers/download');
export const getResponsesDownload = defineCall<typeof responsesContract>('GET', '/focusResponses/download');
export const getBaseDownload = defineCall<typeof baseContract>('GET', '/focusResponses/base/download');
export const getMemberDownload = defineCall<typeof memberContract>('GET', '/focusResponses/member/download');
export const getAttachmentListDownload = defineCall<typeof attachmentsContract>('GET', '/focusResponses/attachment/download');

/** Downloads a file call and saves it as `<timestamp><1000-9999>.csv`; `busy` names the one running. */
export function useDownload() {
  const { http } = usePlatform();
  const [busy, setBusy] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const download = useCallback(
    async <I>(name: string, call: { download: (client: HttpClient, input: I) => Promise<Blob> }, input: I) => {
      setBusy(name);
      try {
        setSaved(saveBlob(await call.download(http, input)));
      } catch {
        // The platform has shown the API's message.
      } finally {
        setBusy(null);
      }
    },
    [http],
  );
  return { download, busy, saved };
}

import { useCallback, useState } from 'react';
import { usePlatform, type HttpClient } from '@survey/shared';
import { saveBlob } from '../lib/save-file';

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

import { useCallback } from 'react';
import { usePlatform } from '@survey/shared';
import { postAttachmentDownload } from '../lib/api/post-attachment-download';
import { saveUrl } from '../lib/save-file';

/** Signed links of attachments: to preview a picture, or to download a file under its own name. */
export function useAttachmentLink() {
  const { http } = usePlatform();
  const link = useCallback((id: number) => postAttachmentDownload(http, { id }), [http]);
  const download = useCallback(
    async (id: number) => {
      const { url, fileName } = await link(id);
      saveUrl(url, fileName);
    },
    [link],
  );
  return { link, download };
}

import { LoadingOverlay, MessageHost } from '@survey/shared/ui';
import type { Platform } from '../platform-contract';

/** The toasts and the loading overlay of the platform; rendered once per page by the host. */
export function PlatformOverlays({ platform }: { platform: Platform }) {
  return (
    <>
      <MessageHost notifier={platform.notify} />
      <LoadingOverlay loading={platform.loading} />
    </>
  );
}

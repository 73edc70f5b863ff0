import { usePlatform } from '@survey/shared';
import { Button } from '@survey/shared/ui';

/** Copies `text` to the clipboard and says so. */
export function CopyButton({ text, label = '复制' }: { text: string; label?: string }) {
  const { notify } = usePlatform();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      notify.success('已复制');
    } catch {
      notify.warning('复制失败，请长按手动复制');
    }
  };
  return (
    <Button variant="secondary" size="sm" onClick={() => void copy()} aria-label={`${label}：${text}`}>
      {label}
    </Button>
  );
}

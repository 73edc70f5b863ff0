import { useState } from 'react';
import type { Attachment } from '@survey/contract';
import styled from 'styled-components';
import { Button, Img } from '@survey/shared/ui';
import { Modal } from '@survey/shared/ui/modal';
import { useAttachmentLink } from '../hooks/use-attachment-link';
import { formatSize } from '../lib/save-file';

export interface AttachmentChipProps {
  attachment: Attachment;
  /** Shown for the member's own attachment while writing (移除). */
  onRemove?: () => void;
}

/** One attachment: its name and size, a preview for pictures and a download under its own name. */
export function AttachmentChip({ attachment, onRemove }: AttachmentChipProps) {
  const { link, download } = useAttachmentLink();
  const [preview, setPreview] = useState<string | null>(null);
  const picture = attachment.contentType.startsWith('image/');

  return (
    <Chip>
      <Name title={attachment.originalName}>{attachment.originalName}</Name>
      <Size>{formatSize(attachment.size)}</Size>
      <Actions>
        {picture && (
          <Button variant="link" size="sm" onClick={() => void link(attachment.id).then((l) => setPreview(l.url))}>
            预览
          </Button>
        )}
        <Button variant="link" size="sm" onClick={() => void download(attachment.id)} aria-label={`下载 ${attachment.originalName}`}>
          下载
        </Button>
        {onRemove && (
          <Button variant="link" size="sm" onClick={onRemove} aria-label={`移除 ${attachment.originalName}`}>
            移除
          </Button>
        )}
      </Actions>
      <Modal open={preview !== null} title={attachment.originalName} onClose={() => setPreview(null)} footer={null} width={640}>
        {preview && <Picture src={preview} alt={attachment.originalName} width={640} height={480} />}
      </Modal>
    </Chip>
  );
}

const Chip = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 12px;
  padding: 6px 12px;
  font-size: ${({ theme }) => theme.fontSize.md};
  background: ${({ theme }) => theme.colors.background};
  border-radius: ${({ theme }) => theme.radius.md};
`;

const Name = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Size = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.span`
  display: inline-flex;
  gap: 16px;
  margin-left: auto;
`;

// A 4:3 box reserved before the file arrives; the picture keeps its own shape inside it.
const Picture = styled(Img)`
  display: block;
  width: 100%;
  height: auto;
  object-fit: contain;
`;

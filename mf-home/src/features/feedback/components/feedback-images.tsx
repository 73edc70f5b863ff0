import { useRef, useState } from 'react';
import styled from 'styled-components';
import { usePlatform } from '@survey/shared';
import { Button } from '@survey/shared/ui';
import { UploadError, uploadFile } from '@survey/shared/upload';

export const MAX_IMAGES = 5;
const TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];
const MAX_BYTES = 5 * 1024 * 1024;

export interface UploadedImage {
  key: string;
  name: string;
}

/** Up to five images, each checked (type, 5MB) and uploaded at once to the member's feedback folder. */
export function FeedbackImages({ images, onChange }: { images: UploadedImage[]; onChange: (next: UploadedImage[]) => void }) {
  const { http, notify } = usePlatform();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);

  const add = async (files: File[]) => {
    if (input.current) input.current.value = '';
    const room = MAX_IMAGES - images.length;
    if (files.length > room) notify.warning(`最多上传 ${MAX_IMAGES} 张图片`);
    const accepted = files.slice(0, Math.max(room, 0)).filter((f) => {
      if (!TYPES.includes(f.type)) notify.error(`「${f.name}」不是 JPG、PNG、WEBP 或 GIF 图片`);
      else if (f.size > MAX_BYTES) notify.error(`「${f.name}」超过 5MB`);
      else return true;
      return false;
    });
    if (!accepted.length) return;
    setUploading(true);
    const next = [...images];
    try {
      for (const file of accepted) next.push({ key: await uploadFile(http, file, { module: 'feedback' }), name: file.name });
    } catch (e) {
      if (e instanceof UploadError) notify.error(e.message);
    } finally {
      setUploading(false);
      onChange(next);
    }
  };

  return (
    <div>
      <Chips aria-label="已上传的图片">
        {images.map((img) => (
          <Chip key={img.key}>
            <span>{img.name}</span>
            <Button variant="link" aria-label={`删除 ${img.name}`} onClick={() => onChange(images.filter((i) => i.key !== img.key))}>
              删除
            </Button>
          </Chip>
        ))}
      </Chips>
      <Button variant="secondary" loading={uploading} disabled={images.length >= MAX_IMAGES} onClick={() => input.current?.click()}>
        添加图片（{images.length}/{MAX_IMAGES}）
      </Button>
      <Hidden
        ref={input}
        type="file"
        multiple
        accept={TYPES.join(',')}
        aria-label="选择问题截图"
        onChange={(e) => void add([...(e.target.files ?? [])])}
      />
    </div>
  );
}

const Hidden = styled.input`
  display: none;
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0 0 8px;
  padding: 0;
  list-style: none;
  &:empty {
    display: none;
  }
`;

const Chip = styled.li`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  max-width: 100%;
  padding-left: 12px;
  background: ${({ theme }) => theme.colors.background};
  border-radius: ${({ theme }) => theme.radius.md};
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

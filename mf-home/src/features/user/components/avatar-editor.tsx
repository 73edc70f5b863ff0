import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { usePlatform } from '@survey/shared';
import { Avatar, Button, Img } from '@survey/shared/ui';
import { Modal } from '@survey/shared/ui/modal';
import { UploadError, uploadFile } from '@survey/shared/upload';
import { AVATAR_TYPES, avatarProblem, cropSquare } from '../../../lib/crop-square';
import { useSaveAvatar } from '../api/post-avatar';

/** The avatar with 更换头像: choose an image (type and size checked), see it cropped square, upload it. */
export function AvatarEditor({ avatar, nickname, onSaved }: { avatar: string; nickname: string; onSaved: () => void }) {
  const { http, notify } = usePlatform();
  const saveAvatar = useSaveAvatar();
  const input = useRef<HTMLInputElement>(null);
  const [picked, setPicked] = useState<{ file: File; url: string } | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(
    () => () => {
      if (picked) URL.revokeObjectURL(picked.url);
    },
    [picked],
  );

  const choose = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    const problem = avatarProblem(file);
    if (problem) return notify.error(problem);
    const cropped = await cropSquare(file);
    setPicked({ file: cropped, url: URL.createObjectURL(cropped) });
  };

  const upload = async () => {
    if (!picked) return;
    setSaving(true);
    try {
      const key = await uploadFile(http, picked.file, { module: 'avatar', publicRead: true });
      await saveAvatar({ avatar: `/api/oss/files/${key}` });
      notify.success('头像已更新');
      setPicked(null);
      onSaved();
    } catch (e) {
      // The API client has shown its own errors; an upload failure has not been shown yet.
      if (e instanceof UploadError) notify.error(e.message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Row>
      <Avatar src={avatar} name={nickname} size={72} />
      <Button variant="secondary" onClick={() => input.current?.click()}>
        更换头像
      </Button>
      <HiddenInput
        ref={input}
        type="file"
        accept={AVATAR_TYPES.join(',')}
        aria-label="选择头像图片"
        onChange={(e) => void choose(e.target.files?.[0])}
      />
      <Modal
        open={Boolean(picked)}
        title="预览头像"
        onClose={() => setPicked(null)}
        onOk={() => void upload()}
        okText="上传"
        confirmLoading={saving}
      >
        <Preview>{picked && <Img src={picked.url} alt="裁剪后的头像" width={160} height={160} />}</Preview>
      </Modal>
    </Row>
  );
}

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 16px;
`;

const HiddenInput = styled.input`
  display: none;
`;

const Preview = styled.div`
  display: grid;
  place-items: center;
  img {
    width: 160px;
    height: 160px;
    border-radius: 50%;
    object-fit: cover;
  }
`;

import { useId, useRef, useState, type FormEvent } from 'react';
import type { Attachment, GroupResponse } from '@survey/contract';
import styled from 'styled-components';
import { usePlatform } from '@survey/shared';
import { Button } from '@survey/shared/ui';
import { uploadFile } from '@survey/shared/upload';
import { AttachmentChip } from './attachment-chip';
import { Chips } from './chips';
import { ATTACHMENT_ACCEPT, attachmentProblem } from '../lib/save-file';
import { postAttachment } from '../lib/api/post-attachment';
import { postAttachmentRemove } from '../lib/api/post-attachment-remove';
import { postResponse } from '../lib/api/post-response';
import { postResponseEdit } from '../lib/api/post-response-edit';
import { postResponseFollowUp } from '../lib/api/post-response-follow-up';

const TAGS = ['观点', '经历', '建议', '疑问'] as const;
type TagChoice = (typeof TAGS)[number] | '';
const MAX_ATTACHMENTS = 9;

export interface ResponseComposerProps {
  topicId: number;
  /** Editing one's own response. */
  editing?: GroupResponse;
  /** Following up this response (text only). */
  parentId?: number;
  onDone: (response: GroupResponse) => void;
  onCancel?: () => void;
}

/** Writes a response (with tag and attachments), edits one's own, or follows one up. */
export function ResponseComposer({ topicId, editing, parentId, onDone, onCancel }: ResponseComposerProps) {
  const { http } = usePlatform();
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [content, setContent] = useState(editing?.content ?? '');
  const [tag, setTag] = useState<TagChoice>((editing?.tag as TagChoice | undefined) ?? '');
  const [attachments, setAttachments] = useState<Attachment[]>(editing?.attachments ?? []);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'upload' | 'send' | null>(null);
  const followUp = parentId !== undefined;

  const attach = async (file: File | undefined) => {
    if (!file) return;
    const problem = attachmentProblem(file);
    if (problem) return setError(problem);
    setError(null);
    setBusy('upload');
    try {
      const key = await uploadFile(http, file, { module: 'bbs' });
      // The file's own name goes with it: the group sees that, not the storage name.
      const attachment = await postAttachment(http, { topicId, key, fileName: file.name });
      setAttachments((list) => [...list, attachment]);
    } catch {
      setError('附件上传失败，请重试');
    } finally {
      setBusy(null);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  const remove = async (attachment: Attachment) => {
    // One not yet part of a response is removed now; a saved one goes when the edit is saved.
    if (attachment.responseId === null) await postAttachmentRemove(http, { id: attachment.id }).catch(() => undefined);
    setAttachments((list) => list.filter((a) => a.id !== attachment.id));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!content.trim()) return setError('请输入回复内容');
    setError(null);
    setBusy('send');
    const fields = { content, ...(tag ? { tag } : {}), attachmentIds: attachments.map((a) => a.id) };
    try {
      const saved = editing
        ? await postResponseEdit(http, { id: editing.id, ...fields })
        : followUp
          ? await postResponseFollowUp(http, { id: parentId, content })
          : await postResponse(http, { topicId, ...fields });
      if (!editing) {
        setContent('');
        setTag('');
        setAttachments([]);
      }
      onDone(saved);
    } catch {
      // The platform has shown the API's message.
    } finally {
      setBusy(null);
    }
  };

  return (
    <Form onSubmit={(e) => void submit(e)} aria-label={editing ? '修改回复' : followUp ? '追问' : '写回复'}>
      <label htmlFor={`${id}-content`}>{editing ? '修改回复' : followUp ? '回应追问' : '我的回复'}</label>
      <TextArea
        id={`${id}-content`}
        value={content}
        maxLength={2000}
        rows={followUp ? 2 : 4}
        placeholder={followUp ? '写下你的回应' : '分享你的想法和经历'}
        onChange={(e) => setContent(e.target.value)}
      />
      {!followUp && (
        <Chips
          aria-label="回复标签"
          items={[{ key: '', label: '不加标签' }, ...TAGS.map((t) => ({ key: t, label: t }))]}
          active={tag}
          onChange={setTag}
        />
      )}
      {attachments.map((a) => (
        <AttachmentChip key={a.id} attachment={a} onRemove={() => void remove(a)} />
      ))}
      {error && <Error role="alert">{error}</Error>}
      <Bar>
        {!followUp && (
          <>
            <HiddenInput
              ref={fileInput}
              id={`${id}-file`}
              type="file"
              accept={ATTACHMENT_ACCEPT}
              aria-label="添加附件"
              onChange={(e) => void attach(e.target.files?.[0])}
            />
            <Button
              variant="secondary"
              loading={busy === 'upload'}
              disabled={busy !== null || attachments.length >= MAX_ATTACHMENTS}
              onClick={() => fileInput.current?.click()}
            >
              添加附件
            </Button>
          </>
        )}
        <Spacer />
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            取消
          </Button>
        )}
        <Button type="submit" loading={busy === 'send'} disabled={busy !== null}>
          {editing ? '保存' : '发布'}
        </Button>
      </Bar>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 10px;
  label {
    font-weight: 600;
  }
`;

const TextArea = styled.textarea`
  width: 100%;
  padding: 10px 12px;
  font: inherit;
  font-size: 16px;
  line-height: 1.6;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  resize: vertical;
  &:focus {
    outline: none;
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

const HiddenInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
`;

const Spacer = styled.span`
  flex: 1;
`;

const Error = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

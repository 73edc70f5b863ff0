import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { usePlatform } from '@survey/shared';
import { Button } from '@survey/shared/ui';
import { Input } from '@survey/shared/ui/form';
import { useSaveNickname } from '../api/post-nickname';

/** 1-20 characters without <>, as the API checks them. */
function nicknameProblem(value: string): string | null {
  const v = value.trim();
  if (!v) return '请输入昵称';
  if ([...v].length > 20) return '昵称最多 20 个字';
  if (/[<>]/.test(v)) return '昵称不能包含 < 或 >';
  return null;
}

export function NicknameForm({ nickname, onSaved }: { nickname: string; onSaved: () => void }) {
  const { notify } = usePlatform();
  const save = useSaveNickname();
  const [value, setValue] = useState(nickname);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = nicknameProblem(value);
    setError(problem);
    if (problem) return;
    setSaving(true);
    try {
      await save({ nickname: value.trim() });
      notify.success('昵称已修改');
      onSaved();
    } catch {
      // shown by the client
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form onSubmit={(e) => void submit(e)} noValidate>
      <Input label="昵称" value={value} maxLength={20} error={error} onChange={(e) => setValue(e.target.value)} autoComplete="nickname" />
      <SaveButton type="submit" loading={saving} disabled={value.trim() === nickname}>
        保存昵称
      </SaveButton>
    </Form>
  );
}

// Top-aligned: aligned to the bottom, the button met the field's reserved error line and sat ~16px below the
// box. Its top margin is the label's line (FieldLabel: md text × 1.4) and the field's 6px gap, so button and
// box share a line at both widths, with or without an error under the box.
const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: 12px;
  & > :first-child {
    flex: 1 1 200px;
  }
`;

const SaveButton = styled(Button)`
  margin-top: calc(${({ theme }) => theme.fontSize.md} * 1.4 + 6px);
  ${({ theme }) => theme.media.tabletUp} {
    height: 40px;
  }
`;

import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { Answers, ProfileSaved, ProfileSection } from '@survey/contract';
import { Button, Card, ErrorPanel, Skeleton, Tag } from '@survey/shared/ui';
import { TapArea } from '@survey/shared/ui/form';

const Question = styled.fieldset`
  margin: 0 0 16px;
  padding: 0;
  border: 0;
  & legend {
    margin-bottom: 8px;
    font-size: ${({ theme }) => theme.fontSize.lg};
    font-weight: 500;
  }
`;

const Options = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  gap: 8px;
`;

const Option = styled.label<{ $checked: boolean }>`
  display: flex;
  align-items: center;
  gap: 8px;
  min-height: 44px;
  padding: 8px 12px;
  font-size: ${({ theme }) => theme.fontSize.lg};
  border: 1px solid ${({ theme, $checked }) => ($checked ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $checked }) => ($checked ? theme.colors.primarySoft : theme.colors.surface)};
  cursor: pointer;
  & input {
    width: 18px;
    height: 18px;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

interface Props {
  section: ProfileSection | null;
  status: 'loading' | 'ready' | 'error';
  onRetry: () => void;
  onSave: (answers: Answers) => Promise<ProfileSaved | null>;
}

/** One section of the personal questionnaire: every question, single or multiple choice, saved together. */
export function ProfileSectionForm({ section, status, onRetry, onSave }: Props) {
  const [edits, setEdits] = useState<Record<string, string[]>>({});
  const [saving, setSaving] = useState(false);
  if (status === 'error' && !section) return <ErrorPanel title="问卷加载失败" onRetry={onRetry} />;
  if (!section) return <Skeleton lines={5} title />;

  const chosen = (q: string) => edits[q] ?? section.answers[q] ?? [];
  const toggle = (q: string, option: string, single: boolean) =>
    setEdits((current) => {
      const before = current[q] ?? section.answers[q] ?? [];
      const next = single ? [option] : before.includes(option) ? before.filter((o) => o !== option) : [...before, option];
      return { ...current, [q]: next };
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      const saved = await onSave(section.questions.map((q) => ({ q: q.id, options: chosen(q.id) })));
      if (saved) setEdits({});
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card title={section.title} extra={section.completed ? <Tag type="success">已完成</Tag> : <Tag type="warning">未完成</Tag>}>
      <form aria-label={section.title} onSubmit={(event) => void submit(event)}>
        {section.questions.map((q, index) => (
          <Question key={q.id}>
            <legend>
              {index + 1}. {q.title}
            </legend>
            <Options>
              {q.options.map((o) => {
                const checked = chosen(q.id).includes(o.id);
                return (
                  <Option key={o.id} $checked={checked}>
                    <TapArea>
                      <input
                        type={q.kind === 'single' ? 'radio' : 'checkbox'}
                        name={`${section.title}-${q.id}`}
                        checked={checked}
                        onChange={() => toggle(q.id, o.id, q.kind === 'single')}
                      />
                    </TapArea>
                    {o.label}
                  </Option>
                );
              })}
            </Options>
          </Question>
        ))}
        <Button type="submit" loading={saving}>
          保存{section.title}
        </Button>
      </form>
    </Card>
  );
}

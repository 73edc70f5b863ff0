import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { CallBody, postFeedback } from '@survey/contract';
import { usePlatform } from '@survey/shared';
import { Button, Card } from '@survey/shared/ui';
import { FormField } from '@survey/shared/ui/form';
import { HomeLayout } from '../../../components/home-layout';
import { useAskQuestion } from '../api/post-feedback';
import { FeedbackImages, type UploadedImage } from './feedback-images';

type Category = CallBody<typeof postFeedback>['category'];
/** The API's categories (typed from the contract: a renamed one fails the typecheck). */
const CATEGORIES: readonly Category[] = ['任务问题', '金币与兑换', '账号问题', '功能建议', '其他'];

/** /home/feedback/ask: category, a 5-500 character description and up to five images. */
export function FeedbackAskPage() {
  const { navigate, notify } = usePlatform();
  const ask = useAskQuestion();
  const [category, setCategory] = useState('');
  const [content, setContent] = useState('');
  const [images, setImages] = useState<UploadedImage[]>([]);
  const [errors, setErrors] = useState<{ category?: string; content?: string }>({});
  const [sending, setSending] = useState(false);
  const length = [...content.trim()].length;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next = {
      ...(category ? {} : { category: '请选择问题分类' }),
      ...(length < 5 ? { content: '问题描述至少 5 个字' } : length > 500 ? { content: '问题描述最多 500 个字' } : {}),
    };
    setErrors(next);
    if (Object.keys(next).length) return;
    setSending(true);
    try {
      const { id } = await ask({ category: category as Category, content: content.trim(), images: images.map((i) => i.key) });
      notify.success('问题已提交，客服会尽快答复');
      navigate(`/home/feedback/${id}`);
    } catch {
      // shown by the client; what was typed stays
    } finally {
      setSending(false);
    }
  };

  return (
    <HomeLayout>
      <Card title="我要提问">
        <Form onSubmit={(e) => void submit(e)} noValidate>
          <FormField label="问题分类" error={errors.category} required>
            {(control) => (
              <Select {...control} value={category} onChange={(e) => setCategory(e.target.value)}>
                <option value="">请选择</option>
                {CATEGORIES.map((c) => (
                  <option key={c}>{c}</option>
                ))}
              </Select>
            )}
          </FormField>
          <FormField label="问题描述" error={errors.content} hint={`${length}/500`} required>
            {(control) => (
              <TextArea
                {...control}
                rows={6}
                maxLength={500}
                placeholder="请详细描述遇到的问题"
                value={content}
                onChange={(e) => setContent(e.target.value)}
              />
            )}
          </FormField>
          <FormField label="问题截图（选填）">
            <FeedbackImages images={images} onChange={setImages} />
          </FormField>
          <Actions>
            <Button variant="secondary" onClick={() => navigate('/home/feedback')}>
              取消
            </Button>
            <Button type="submit" loading={sending}>
              提交
            </Button>
          </Actions>
        </Form>
      </Card>
    </HomeLayout>
  );
}

export default FeedbackAskPage;

const Form = styled.form`
  display: grid;
  gap: 16px;
`;

const field = `
  width: 100%;
  font-size: 16px;
  border-radius: 8px;
  font-family: inherit;
`;

const Select = styled.select`
  ${field}
  height: 44px;
  padding: 0 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const TextArea = styled.textarea`
  ${field}
  padding: 10px 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  resize: vertical;
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 12px;
`;

import { useState } from 'react';
import styled from 'styled-components';
import { usePlatform } from '@survey/shared';
import { Button, Card, ErrorPanel, Skeleton } from '@survey/shared/ui';
import { TapArea } from '@survey/shared/ui/form';
import { CampaignFrame } from '../../../components/campaign-frame';
import { useQuiz } from '../api/get-quiz';
import { useSubmitQuiz } from '../api/post-quiz-answers';

const Question = styled.fieldset`
  margin: 0 0 16px;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: 8px;
    font-size: ${({ theme }) => theme.fontSize.lg};
    font-weight: 600;
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Option = styled.label<{ $checked: boolean }>`
  display: flex;
  align-items: center;
  gap: 10px;
  min-height: 44px;
  margin-bottom: 8px;
  padding: 8px 12px;
  font-size: ${({ theme }) => theme.fontSize.lg};
  background: ${({ theme, $checked }) => ($checked ? theme.colors.primarySoft : theme.colors.background)};
  border: 1px solid ${({ theme, $checked }) => ($checked ? theme.colors.primary : 'transparent')};
  border-radius: ${({ theme }) => theme.radius.md};
  cursor: pointer;
  input {
    width: 18px;
    height: 18px;
  }
`;

const Missing = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;

function QuizForm() {
  const { navigate } = usePlatform();
  const { data, status, reload } = useQuiz();
  const submit = useSubmitQuiz();
  const [chosen, setChosen] = useState<Record<number, number>>({});
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);

  if (status === 'error' && !data) return <ErrorPanel title="题目加载失败" onRetry={() => void reload()} />;
  if (!data) return <Skeleton lines={8} />;

  const missing = data.filter((q) => chosen[q.id] === undefined).length;
  const onSubmit = async () => {
    setTried(true);
    if (missing > 0) return;
    setBusy(true);
    try {
      const result = await submit({ answers: data.map((q) => ({ questionId: q.id, option: chosen[q.id] })) });
      navigate(`/answerSheet/result?id=${encodeURIComponent(result.id)}`);
    } catch {
      setBusy(false);
    }
  };

  return (
    <Card title={`共 ${data.length} 道题`}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void onSubmit();
        }}
      >
        {data.map((q, i) => (
          <Question key={q.id}>
            <legend>
              {i + 1}. {q.title}（{q.points} 分）
            </legend>
            {q.options.map((text, option) => (
              <Option key={text} $checked={chosen[q.id] === option}>
                <TapArea>
                  <input
                    type="radio"
                    name={`q${q.id}`}
                    checked={chosen[q.id] === option}
                    onChange={() => setChosen({ ...chosen, [q.id]: option })}
                  />
                </TapArea>
                {text}
              </Option>
            ))}
          </Question>
        ))}
        {tried && missing > 0 && <Missing role="alert">还有 {missing} 道题没有作答</Missing>}
        <Button type="submit" size="lg" block loading={busy}>
          交卷
        </Button>
      </form>
    </Card>
  );
}

/** /answerSheet: the quiz; the server scores it. */
export default function QuizPage() {
  return (
    <CampaignFrame campaign="answerSheet" tone="linear-gradient(135deg, #2f6bff 0%, #7a4dff 100%)">
      {(campaign) => campaign.state === 'running' && <QuizForm />}
    </CampaignFrame>
  );
}

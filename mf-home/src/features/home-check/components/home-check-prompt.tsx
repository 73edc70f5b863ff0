import styled from 'styled-components';
import { usePlatform } from '@survey/shared';
import { Button } from '@survey/shared/ui';
import { useHomeCheck } from '../api/get-home-check';

const Prompt = styled.aside`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
  margin-bottom: 12px;
  padding: 12px 16px;
  background: ${({ theme }) => theme.colors.warningSoft};
  border: 1px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radius.md};
  & > div {
    flex: 1;
    min-width: 200px;
  }
  & h2 {
    margin: 0 0 2px;
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  & p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.md};
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;

/** The home page's prompts (GET /v1/home/check): an unfinished personal questionnaire, a task answered halfway. */
export function HomeCheckPrompt() {
  const { navigate } = usePlatform();
  const { data } = useHomeCheck();
  if (!data?.prompts.length) return null;
  return (
    <>
      {data.prompts.map((p) => (
        <Prompt key={p.key} aria-label={p.title}>
          <div>
            <h2>{p.title}</h2>
            <p>{p.message}</p>
          </div>
          <Button onClick={() => navigate(p.action.to)}>
            {p.action.label}
          </Button>
        </Prompt>
      ))}
    </>
  );
}

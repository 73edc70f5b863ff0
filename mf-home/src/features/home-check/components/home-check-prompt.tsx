import styled from 'styled-components';
import { usePlatform } from '@survey/shared';
import { Button } from '@survey/shared/ui';
import { useHomeCheck } from '../api/get-home-check';
import { useClosedPrompts } from '../hooks/use-closed-prompts';

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

const Close = styled.button`
  min-width: 44px;
  min-height: 44px;
  padding: 0;
  font-size: ${({ theme }) => theme.fontSize.xl};
  line-height: 1;
  color: ${({ theme }) => theme.colors.textSecondary};
  background: none;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
`;

/**
 * The home page's prompts (GET /v1/home/check): an unfinished personal questionnaire, a task answered
 * halfway. Each can be closed for good (per member).
 */
export function HomeCheckPrompt() {
  const { navigate } = usePlatform();
  const { data } = useHomeCheck();
  const { isClosed, close } = useClosedPrompts();
  const prompts = data?.prompts.filter((p) => !isClosed(p.key)) ?? [];
  if (!prompts.length) return null;
  return (
    <>
      {prompts.map((p) => (
        <Prompt key={p.key} aria-label={p.title}>
          <div>
            <h2>{p.title}</h2>
            <p>{p.message}</p>
          </div>
          <Button onClick={() => navigate(p.action.to)}>{p.action.label}</Button>
          <Close type="button" aria-label={`关闭“${p.title}”提示`} onClick={() => close(p.key)}>
            ×
          </Close>
        </Prompt>
      ))}
    </>
  );
}

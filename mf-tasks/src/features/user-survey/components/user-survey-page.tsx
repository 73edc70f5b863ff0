import styled from 'styled-components';
import { useSearchParams } from '@survey/shared/router';
import type { Answers, ProfileSaved } from '@survey/contract';
import { useCall, useSession, usePlatform } from '@survey/shared';
import { Button, PageContainer, Section } from '@survey/shared/ui';
import { LoginRequired } from '../../../components/login-required';
import { useProperty } from '../api/get-property';
import { useSurveyBasic } from '../api/get-survey-basic';
import { useSurveyCheck } from '../api/get-survey-check';
import { postProperty } from '../api/post-property';
import { postSurveyBasic } from '../api/post-survey-basic';
import { ProfileSectionForm } from './profile-section-form';
import { formatGold, formatNumber } from '@survey/shared/format';

const Intro = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 12px;
  padding: 16px;
  background: ${({ theme }) => theme.colors.goldSoft};
  border-radius: ${({ theme }) => theme.radius.lg};
  & p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.md};
  }
`;

const Sections = styled.div`
  display: grid;
  gap: 12px;
  ${({ theme }) => theme.media.tabletUp} {
    gap: 24px;
  }
`;

/** Only a site path may be returned to. */
const safePath = (value: string | null) => (value && /^\/(?![/\\])[^\s]*$/.test(value) ? value : null);

/** /user/survey: the personal attribute questionnaire (two sections), rewarded once when both are done. */
export function UserSurveyPage() {
  const { navigate, notify } = usePlatform();
  const loggedIn = Boolean(useSession().token);
  const [search] = useSearchParams();
  const back = safePath(search.get('redirect'));
  const check = useSurveyCheck(loggedIn);
  const property = useProperty(loggedIn);
  const basic = useSurveyBasic(loggedIn);
  const saveProperty = useCall(postProperty);
  const saveBasic = useCall(postSurveyBasic);

  const save =
    (send: (input: { answers: Answers }) => Promise<ProfileSaved>, reload: () => Promise<void>) =>
    async (answers: Answers): Promise<ProfileSaved | null> => {
      try {
        const saved = await send({ answers });
        if (saved.reward)
          notify.success(`个人资料已完善，获得 ${formatGold(saved.reward.gold)}、${formatNumber(saved.reward.quality)} 质量分`);
        else notify.success('已保存');
        await Promise.all([reload(), check.reload()]);
        return saved;
      } catch {
        // The member has been shown the API's message (e.g. 请回答第2题…).
        return null;
      }
    };

  if (!loggedIn) {
    return (
      <PageContainer>
        <Section level={1} title="个人资料问卷">
          <LoginRequired title="登录后填写个人资料问卷" description="个人资料只用于为你匹配合适的调研任务，完成可获得金币和质量分奖励。" />
        </Section>
      </PageContainer>
    );
  }
  const done = check.data?.completed ?? false;
  return (
    <PageContainer>
      <Section level={1} title="个人资料问卷" description="如实填写，系统会为你推荐更匹配的任务；资料仅用于任务匹配，不会公开">
        <Intro aria-label="问卷状态">
          <p>
            {done
              ? '你已完成个人资料问卷，可以参加需要个人资料的任务了。'
              : `完成两部分问卷可获得 ${formatGold(check.data?.reward.gold ?? 50)}和 ${formatNumber(check.data?.reward.quality ?? 10)} 质量分（每人一次）。`}
          </p>
          {done && back && <Button onClick={() => navigate(back)}>返回任务</Button>}
        </Intro>
        <Sections>
          <ProfileSectionForm
            section={property.data}
            status={property.status}
            onRetry={() => void property.reload()}
            onSave={save(saveProperty, property.reload)}
          />
          <ProfileSectionForm
            section={basic.data}
            status={basic.status}
            onRetry={() => void basic.reload()}
            onSave={save(saveBasic, basic.reload)}
          />
        </Sections>
      </Section>
    </PageContainer>
  );
}

export default UserSurveyPage;

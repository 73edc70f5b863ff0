import { useCallback } from 'react';
import styled from 'styled-components';
import { usePlatform } from '@survey/shared';
import { Button, Card, Stack } from '@survey/shared/ui';
import { AsyncContent } from '@survey/shared/ui/data';
import { HomeLayout } from '../../../components/home-layout';
import { useUserAccount } from '../hooks/use-user-account';
import { AvatarEditor } from './avatar-editor';
import { NicknameForm } from './nickname-form';
import { ProfileCard } from './profile-card';
import { SecurityCard } from './security-card';
import { SnsCard } from './sns-card';

/** /home/user: avatar, nickname, mobile, email, password, third-party accounts, 我的资料 (identity, Alipay, address) and the personal questionnaire. */
export function UserPage() {
  const { session, navigate } = usePlatform();
  const request = useUserAccount();
  const { data: account, reload } = request;
  // The header shows the session's user: it follows a new nickname or avatar without a reload.
  const changed = useCallback(() => {
    void reload();
    void session.refreshUser();
  }, [reload, session]);

  return (
    <HomeLayout>
      <Stack>
        <Card title="个人中心">
          <AsyncContent state={request} errorTitle="账户信息加载失败" skeleton={3}>
            {(account) => (
              <AccountIdentity>
                <AvatarEditor avatar={account.avatar} nickname={account.nickname} onSaved={changed} />
                <NicknameForm key={account.nickname} nickname={account.nickname} onSaved={changed} />
                <Meta>会员编号 {account.memberCode}</Meta>
              </AccountIdentity>
            )}
          </AsyncContent>
        </Card>
        {account && <SecurityCard account={account} onChanged={changed} />}
        <SnsCard account={account} onChanged={changed} />
        <ProfileCard />
        <Card title="个人资料问卷">
          <Survey>
            <span>完善个人资料，获得更匹配的任务推荐</span>
            <Button variant="secondary" onClick={() => navigate('/user/survey')}>
              去填写
            </Button>
          </Survey>
        </Card>
      </Stack>
    </HomeLayout>
  );
}

export default UserPage;

const AccountIdentity = styled.div`
  display: grid;
  gap: 16px;
`;

const Meta = styled.div`
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Survey = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
`;

import { useState } from 'react';
import styled from 'styled-components';
import { useSession, type Platform } from '@survey/shared';

const closedKey = (userId: number) => `INVITE_PROMO_CLOSED_${userId}`;

/** Floating invite icon on the home route for non-mobile members; closing it sticks per user id. */
export function InvitePromo({ platform }: { platform: Platform }) {
  const { user } = useSession();
  const [closed, setClosed] = useState(() => (user ? localStorage.getItem(closedKey(user.id)) === '1' : false));
  if (!user || closed || platform.env.isMobile) return null;
  const close = () => {
    localStorage.setItem(closedKey(user.id), '1');
    setClosed(true);
  };
  return (
    <Promo data-testid="invite-promo">
      <CloseButton type="button" aria-label="关闭邀请活动" onClick={close}>
        ×
      </CloseButton>
      <Body type="button" onClick={() => platform.navigate('/home/invite')}>
        <strong>邀请好友</strong>
        <span>一起赚金币</span>
      </Body>
    </Promo>
  );
}

const Promo = styled.aside`
  position: fixed;
  right: 24px;
  bottom: 120px;
  z-index: ${({ theme }) => theme.zIndex.header};
`;

const Body = styled.button`
  display: grid;
  place-items: center;
  width: 96px;
  height: 96px;
  border: 0;
  border-radius: 50%;
  background: radial-gradient(circle at 30% 30%, #ffd666, ${({ theme }) => theme.colors.gold});
  color: #5b3a00;
  font: inherit;
  font-size: ${({ theme }) => theme.fontSize.sm};
  box-shadow: ${({ theme }) => theme.shadow.popover};
  cursor: pointer;
  strong {
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
`;

const CloseButton = styled.button`
  position: absolute;
  top: -6px;
  right: -6px;
  width: 22px;
  height: 22px;
  border: 0;
  border-radius: 50%;
  background: rgba(0, 0, 0, 0.45);
  color: #fff;
  cursor: pointer;
  line-height: 22px;
`;

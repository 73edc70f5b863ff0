import { useState } from 'react';
import styled from 'styled-components';
import { SITE_PATHS, useSession, type Platform } from '@survey/shared';

const closedKey = (userId: number) => `INVITE_PROMO_CLOSED_${userId}`;

/** Floating invite icon on the home route for desktop members; closing it sticks per user id. */
export function InvitePromo({ platform }: { platform: Platform }) {
  const { user } = useSession();
  const [closed, setClosed] = useState(() => (user ? localStorage.getItem(closedKey(user.id)) === '1' : false));
  if (!user || closed || platform.env.isMobile) return null;
  const close = () => {
    localStorage.setItem(closedKey(user.id), '1');
    setClosed(true);
  };
  return (
    <Promo data-testid="invite-promo" data-floating>
      <CloseButton type="button" aria-label="关闭邀请活动" onClick={close}>
        ×
      </CloseButton>
      <Body type="button" onClick={() => platform.navigate(SITE_PATHS.invite)}>
        <strong>邀请好友</strong>
        <span>一起赚金币</span>
      </Body>
    </Promo>
  );
}

/** Width of the page's content column (theme.layout.maxWidth less the page's 16px gutters). */
const CONTENT_PX = 1168;
const PROMO_PX = 72;

// Spec §2: shown to every member not on a mobile device, whatever the window's width. Where the
// margin beside the content column is wide enough it is centred in it; narrower, it keeps to the
// window's right edge, low, over the page's side (it can be closed).
const Promo = styled.aside`
  position: fixed;
  right: max(8px, calc((100% - ${CONTENT_PX}px) / 4 - ${PROMO_PX / 2}px));
  bottom: 120px;
  z-index: ${({ theme }) => theme.zIndex.header};
`;

const Body = styled.button`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 2px;
  width: ${PROMO_PX}px;
  height: 88px;
  padding: 0;
  border: 0;
  border-radius: 16px;
  background: radial-gradient(circle at 30% 20%, #ffd666, ${({ theme }) => theme.colors.gold});
  color: #5b3a00;
  font: inherit;
  font-size: ${({ theme }) => theme.fontSize.xs};
  line-height: 1.3;
  box-shadow: ${({ theme }) => theme.shadow.popover};
  cursor: pointer;
  strong {
    font-size: ${({ theme }) => theme.fontSize.md};
  }
`;

const CloseButton = styled.button`
  position: absolute;
  top: -8px;
  right: -8px;
  display: grid;
  place-items: center;
  width: 24px;
  height: 24px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: rgba(0, 0, 0, 0.45);
  color: #fff;
  cursor: pointer;
  line-height: 1;
`;

import type { ComponentProps } from 'react';
import styled from 'styled-components';

/** Marks a PhoneActionBar: the global style makes room for it at the end of the page (global-style.ts). */
export const PHONE_ACTION_BAR_ATTRIBUTE = 'data-phone-action-bar';

/**
 * The height of the room at the end of a phone page that has a PhoneActionBar: its buttons, one
 * line of a note under them and its padding (the safe area is added).
 */
export const PHONE_ACTION_BAR_ROOM_PX = 104;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
  ${({ theme }) => theme.media.phone} {
    position: fixed;
    right: 0;
    bottom: 0;
    left: 0;
    z-index: ${({ theme }) => theme.zIndex.sideMenu};
    padding: 12px 16px calc(12px + env(safe-area-inset-bottom, 0px));
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: 0 -2px 8px rgba(31, 35, 41, 0.08);
    & > button {
      flex: 1;
    }
  }
`;

/**
 * A page's main action: on a phone fixed to the bottom of the screen, within reach of a thumb
 * (the page, footer included, ends with room for it); from a tablet up, where it is placed. A media
 * query, not the device type, decides, so a page pre-rendered for every device draws it alike.
 */
export function PhoneActionBar(props: ComponentProps<'div'>) {
  return <Bar {...props} data-phone-action-bar="" />;
}

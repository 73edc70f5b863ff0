import styled from 'styled-components';

/**
 * Wraps a control drawn smaller than a finger (a 16px box, an 18px radio) inside its `<label>`: an
 * invisible 44×44 px hit area centred on it. The area is part of the label, so a tap on it toggles the
 * control, and it may reach past the label's rounded corners without moving anything on the page.
 */
export const TapArea = styled.span`
  position: relative;
  display: inline-flex;
  flex: none;

  &::before {
    content: '';
    position: absolute;
    top: 50%;
    left: 50%;
    width: 44px;
    height: 44px;
    transform: translate(-50%, -50%);
  }
  /* Positioned after the area, so the control itself stays on top of it (its focus ring, its :active). */
  & > input {
    position: relative;
    margin: 0;
  }
`;

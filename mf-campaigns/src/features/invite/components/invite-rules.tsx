import styled from 'styled-components';

const Steps = styled.ol`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;
  ${({ theme }) => theme.media.tabletUp} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  li {
    counter-increment: step;
    padding: 12px;
    font-size: ${({ theme }) => theme.fontSize.md};
    color: ${({ theme }) => theme.colors.textSecondary};
    background: ${({ theme }) => theme.colors.background};
    border-radius: ${({ theme }) => theme.radius.md};
  }
  li::before {
    content: counter(step);
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 22px;
    height: 22px;
    margin-right: 8px;
    color: #fff;
    background: ${({ theme }) => theme.colors.gold};
    border-radius: 50%;
  }
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

/** How an invitation pays: the API credits the inviter 500 gold once per registered friend. */
export function InviteRules() {
  return (
    <Steps aria-label="邀请规则">
      <li>
        <strong>分享邀请链接或二维码</strong>给好友
      </li>
      <li>
        好友通过链接<strong>注册成为会员</strong>
      </li>
      <li>
        每成功邀请一位好友，你获得 <strong>500 金币</strong>
      </li>
    </Steps>
  );
}

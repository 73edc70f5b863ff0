import styled from 'styled-components';

const STEPS = [
  {
    title: '注册账号',
    text: '手机号一分钟完成注册，完善个人资料，匹配更多适合你的调研任务。',
    icon: 'M24 22a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM10 40c0-8 6-13 14-13s14 5 14 13',
  },
  {
    title: '答题赚金币',
    text: '参与问卷调查、新品试用、讨论组等任务，认真作答即可获得金币奖励。',
    icon: 'M14 6h20l4 4v32H10V6zM17 18h14M17 25h14M17 32h8',
  },
  {
    title: '兑换好礼',
    text: '金币可兑换现金、视频会员等虚拟卡券和精选实物礼品，随时到账。',
    icon: 'M8 18h32v8H8zM11 26h26v16H11zM24 18v24M24 18c-4-8-12-8-12-3s8 3 12 3c4 0 12 2 12-3s-8-5-12 3',
  },
  {
    title: '每日签到',
    text: '每天签到领取金币，连续签到奖励逐日递增，积少成多。',
    icon: 'M8 12h32v28H8zM8 20h32M16 8v8M32 8v8M17 30l5 5 9-10',
  },
];

const Grid = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(220px, 100%), 1fr));
  gap: 12px;
  ${({ theme }) => theme.media.tabletUp} {
    gap: 20px;
  }
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Step = styled.li`
  position: relative;
  padding: 20px 16px;
  ${({ theme }) => theme.media.tabletUp} {
    padding: 28px 24px;
  }
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.card};
  h3 {
    margin: 16px 0 8px;
    font-size: ${({ theme }) => theme.fontSize.lg};
    font-weight: 600;
    color: ${({ theme }) => theme.colors.text};
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.md};
    line-height: 1.7;
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;

const StepNumber = styled.span`
  position: absolute;
  top: 20px;
  right: 24px;
  font-size: 32px;
  font-weight: 700;
  line-height: 1;
  color: ${({ theme }) => theme.colors.divider};
  /* Drawn, not text: a faint decoration no contrast rule (nor screen reader) should read. */
  &::before {
    content: attr(data-step);
  }
`;

const Icon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 52px;
  height: 52px;
  color: ${({ theme }) => theme.colors.goldText};
  background: ${({ theme }) => theme.colors.goldSoft};
  border-radius: ${({ theme }) => theme.radius.lg};
`;

/** How it works: 注册 → 答题赚金币 → 兑换好礼, and the daily check-in. */
export function Highlights() {
  return (
    <Grid>
      {STEPS.map((step, index) => (
        <Step key={step.title}>
          <StepNumber aria-hidden="true" data-step={String(index + 1).padStart(2, '0')} />
          <Icon aria-hidden="true">
            <svg
              width="28"
              height="28"
              viewBox="0 0 48 48"
              fill="none"
              stroke="currentColor"
              strokeWidth="3"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d={step.icon} />
            </svg>
          </Icon>
          <h3>{step.title}</h3>
          <p>{step.text}</p>
        </Step>
      ))}
    </Grid>
  );
}

import styled from 'styled-components';
import { type dayjs, nowInChina } from '@survey/shared/format';

interface Props {
  /** Check-in days of this month, `YYYY-MM-DD`. */
  days: string[];
  /** Today (China time); the calendar shows its month. */
  today?: dayjs.Dayjs;
}

const WEEKDAYS = ['日', '一', '二', '三', '四', '五', '六'];

const Root = styled.div`
  margin-top: 20px;
`;

const Caption = styled.div`
  margin-bottom: 8px;
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
`;

const Grid = styled.ol`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
  grid-template-columns: repeat(7, 1fr);
  gap: 4px;
  text-align: center;
`;

const Weekday = styled.span`
  font-size: ${({ theme }) => theme.fontSize.xs};
  line-height: 24px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Day = styled.li<{ $checked: boolean; $today: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  justify-self: center;
  width: 30px;
  height: 30px;
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: ${({ $checked, $today }) => ($checked || $today ? 600 : 400)};
  color: ${({ theme, $checked }) => ($checked ? '#5c3b00' : theme.colors.textSecondary)};
  background: ${({ $checked }) => ($checked ? 'linear-gradient(135deg, #ffd666 0%, #ffab00 100%)' : 'transparent')};
  border: 1px solid ${({ theme, $today, $checked }) => ($today && !$checked ? theme.colors.gold : 'transparent')};
  border-radius: 50%;
`;

/** A month grid with this month's check-in days marked in gold. */
export function CheckinCalendar({ days, today = nowInChina() }: Props) {
  const checked = new Set(days);
  const first = today.startOf('month');
  const count = today.daysInMonth();
  const todayKey = today.format('YYYY-MM-DD');
  return (
    <Root>
      <Caption>{first.format('YYYY年M月')}签到记录</Caption>
      <Grid as="div" aria-hidden="true">
        {WEEKDAYS.map((weekday) => (
          <Weekday key={weekday}>{weekday}</Weekday>
        ))}
      </Grid>
      <Grid aria-label={`${first.format('YYYY年M月')}签到日历`}>
        {Array.from({ length: first.day() }, (_, index) => (
          <li key={`blank-${index}`} aria-hidden="true" />
        ))}
        {Array.from({ length: count }, (_, index) => {
          const date = first.add(index, 'day');
          const key = date.format('YYYY-MM-DD');
          const isChecked = checked.has(key);
          return (
            <Day
              key={key}
              $checked={isChecked}
              $today={key === todayKey}
              aria-label={`${date.format('M月D日')}${isChecked ? ' 已签到' : ''}${key === todayKey ? '（今天）' : ''}`}
              data-checked={isChecked || undefined}
            >
              <span aria-hidden="true">{index + 1}</span>
            </Day>
          );
        })}
      </Grid>
    </Root>
  );
}

import styled from 'styled-components';
import { Skeleton } from '@survey/shared/ui';
import { EXCHANGE_STATES, entryOf, formatDate } from '@survey/shared/format';
import { useExchangeOrder } from '../api/get-exchange-order';

const Steps = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    position: relative;
    padding: 0 0 12px 20px;
    border-left: 2px solid ${({ theme }) => theme.colors.divider};
  }
  li:last-child {
    padding-bottom: 0;
    border-left-color: transparent;
  }
  time {
    display: block;
    font-size: ${({ theme }) => theme.fontSize.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Dot = styled.span<{ $color: string }>`
  position: absolute;
  top: 4px;
  left: -7px;
  width: 12px;
  height: 12px;
  background: ${({ $color }) => $color};
  border: 2px solid #fff;
  border-radius: 50%;
`;

/** The states an order went through, oldest first. */
export function OrderProgress({ id }: { id: number }) {
  const { data } = useExchangeOrder(id, true);
  if (!data) return <Skeleton lines={2} />;
  return (
    <Steps aria-label="兑换进度">
      {data.events.map((e) => {
        const state = entryOf(EXCHANGE_STATES, e.state);
        return (
          <li key={`${e.state}-${e.createdAt}`}>
            <Dot $color={state?.color ?? '#8f959e'} aria-hidden="true" />
            <strong>{state?.label}</strong> {e.note}
            <time dateTime={new Date(e.createdAt).toISOString()}>{formatDate(e.createdAt)}</time>
          </li>
        );
      })}
    </Steps>
  );
}

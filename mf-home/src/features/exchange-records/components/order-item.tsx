import { useState } from 'react';
import styled from 'styled-components';
import { Button, CoinAmount, Tag } from '@survey/shared/ui';
import { EXCHANGE_STATES, EXCHANGE_TYPES, entryOf, formatDate } from '@survey/shared/format';
import type { ExchangeOrder } from '@survey/contract';
import { OrderProgress } from './order-progress';

// The state's colour runs down the record's left edge as well as in its tag.
const Root = styled.li<{ $color: string }>`
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 12px 16px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.divider};
  border-left: 4px solid ${({ $color }) => $color};
  border-radius: ${({ theme }) => theme.radius.md};
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 4px 12px;
  h3 {
    margin: 0;
    min-width: 0;
    font-size: ${({ theme }) => theme.fontSize.lg};
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: 4px 12px;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  dt {
    color: ${({ theme }) => theme.colors.textSecondary};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** One exchange record: product, state in its colour, what was paid, where it went, the masked code. */
export function OrderItem({ order }: { order: ExchangeOrder }) {
  const [open, setOpen] = useState(false);
  const state = entryOf(EXCHANGE_STATES, order.state);
  const type = entryOf(EXCHANGE_TYPES, order.type);
  return (
    <Root $color={state?.color ?? '#8f959e'} aria-label={order.name} data-state={order.state}>
      <Head>
        <h3>
          {type && <Tag type={type.tag}>{type.label}</Tag>} {order.name}
        </h3>
        {state && (
          <Tag type={state.tag} solid>
            {state.label}
          </Tag>
        )}
      </Head>
      <Facts>
        <dt>实付</dt>
        <dd>
          <CoinAmount value={order.paid} size="sm" />
          {order.memberDiscount > 0 && `（会员权益减 ${order.memberDiscount}）`}
          {order.deduction > 0 && `（抵扣券抵 ${order.deduction}）`}
        </dd>
        <dt>发放到</dt>
        <dd>{order.destination}</dd>
        {order.code && (
          <>
            <dt>卡密</dt>
            <dd>{order.code}</dd>
          </>
        )}
        {order.tracking && (
          <>
            <dt>物流单号</dt>
            <dd>{order.tracking}</dd>
          </>
        )}
        {order.note && (
          <>
            <dt>说明</dt>
            <dd>{order.note}</dd>
          </>
        )}
        <dt>订单号</dt>
        <dd>{order.orderNo}</dd>
        <dt>兑换时间</dt>
        <dd>{formatDate(order.createdAt)}</dd>
      </Facts>
      <div>
        <Button variant="link" size="sm" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? '收起进度' : '查看进度'}
        </Button>
      </div>
      {open && <OrderProgress id={order.id} />}
    </Root>
  );
}

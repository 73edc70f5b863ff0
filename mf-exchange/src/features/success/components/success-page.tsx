import styled from 'styled-components';
import { useSearchParams } from '@survey/shared/router';
import { showsGold, useBalanceRefresh } from '@survey/shared';
import { Button, Card, CoinAmount, ErrorPanel, PageContainer, Result, Skeleton, Tag } from '@survey/shared/ui';
import { EXCHANGE_STATES, entryOf, formatDate, formatGold } from '@survey/shared/format';
import type { ExchangeOrderDetail } from '@survey/contract';
import { CopyButton } from '../../../components/copy-button';
import { PageTitle } from '../../../components/page-title';
import { RouteLink } from '../../../components/route-link';
import { useExchangeOrder } from '../api/get-exchange-order';

const Narrow = styled.div`
  max-width: 640px;
  margin: 0 auto;
`;

const Code = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 8px 12px;
  padding: 12px 16px;
  background: ${({ theme }) => theme.colors.background};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  code {
    font-size: ${({ theme }) => theme.fontSize.lg};
    font-weight: 600;
    letter-spacing: 1px;
    overflow-wrap: anywhere;
  }
`;

const Rows = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: 10px 16px;
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textSecondary};
  }
  dd {
    margin: 0;
    text-align: right;
    overflow-wrap: anywhere;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 12px;
  margin-top: 16px;
`;

const orderId = (value: string | null) => (value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null);

function outcome(o: ExchangeOrderDetail): { status: 'success' | 'info' | 'error'; title: string; next: string } {
  if (o.state === 1)
    return {
      status: 'success',
      title: '兑换成功',
      next: o.code ? '卡密已放入卡券专区，可随时查看。' : o.type === 2 ? '已充值到账，请注意查收。' : '已发放，请注意查收。',
    };
  if (o.state === 5) return { status: 'error', title: '发放失败', next: `${o.note || '发放失败'}。` };
  return {
    status: 'info',
    title: '兑换已提交',
    next:
      o.type === 1
        ? '我们会在 1-3 个工作日内审核并打款到您的支付宝，结果会通过消息通知您。'
        : '我们会在审核通过后 3-7 个工作日内发货，发货后可在兑换记录查看物流单号。',
  };
}

/** /exchange/success?order=ID — what was redeemed, the code of a virtual product, what happens next. */
export function SuccessPage() {
  const [search] = useSearchParams();
  const id = orderId(search.get('order'));
  const order = useExchangeOrder(id);
  // The order has debited gold: re-read the member, for this page's balance and the header's.
  const account = useBalanceRefresh(Boolean(order.data), id);

  let content;
  if (id === null) {
    content = (
      <Result
        status="info"
        title="没有找到兑换信息"
        description="可以在兑换记录里查看每一笔兑换。"
        actions={
          <Button as={RouteLink} to="/home/exchange" variant="secondary" size="lg">
            查看兑换记录
          </Button>
        }
      />
    );
  } else if (order.status === 'error' && !order.data) {
    content = <ErrorPanel title="兑换信息加载失败" onRetry={() => void order.reload()} />;
  } else if (!order.data) {
    content = <Skeleton lines={6} title />;
  } else {
    const o = order.data;
    const { status, title, next } = outcome(o);
    const state = entryOf(EXCHANGE_STATES, o.state);
    content = (
      <Card>
        <Result status={status} title={title} description={next}>
          {o.code && o.state === 1 && (
            <Code data-testid="issued-code">
              <span>卡密</span>
              <code>{o.code}</code>
              <CopyButton text={o.code} label="复制卡密" />
            </Code>
          )}
          <Actions>
            <Button as={RouteLink} to="/home/exchange" variant="secondary" size="lg">
              查看兑换记录
            </Button>
            {o.code && (
              <Button as={RouteLink} to="/home/card" variant="secondary" size="lg">
                去卡券专区
              </Button>
            )}
            <Button as={RouteLink} to="/exchange" size="lg">
              继续兑换
            </Button>
          </Actions>
        </Result>
        <Rows aria-label="兑换信息">
          <dt>商品</dt>
          <dd>{o.name}</dd>
          <dt>订单号</dt>
          <dd>{o.orderNo}</dd>
          <dt>状态</dt>
          <dd>{state && <Tag type={state.tag}>{state.label}</Tag>}</dd>
          {o.memberDiscount > 0 && (
            <>
              <dt>会员权益</dt>
              <dd data-testid="success-member-discount">减 {formatGold(o.memberDiscount)}</dd>
            </>
          )}
          {o.deduction > 0 && (
            <>
              <dt>抵扣券</dt>
              <dd>抵 {formatGold(o.deduction)}</dd>
            </>
          )}
          <dt>实付</dt>
          <dd>
            <CoinAmount value={o.paid} />
          </dd>
          {account && showsGold(account.bbsRole) && (
            <>
              <dt>当前金币</dt>
              <dd data-testid="success-balance">
                <CoinAmount value={account.gold} />
              </dd>
            </>
          )}
          <dt>发放到</dt>
          <dd>{o.destination}</dd>
          <dt>兑换时间</dt>
          <dd>{formatDate(o.createdAt)}</dd>
        </Rows>
      </Card>
    );
  }
  return (
    <PageContainer>
      <PageTitle>兑换结果</PageTitle>
      <Narrow>{content}</Narrow>
    </PageContainer>
  );
}

export default SuccessPage;

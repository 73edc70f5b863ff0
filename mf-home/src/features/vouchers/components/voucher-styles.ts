// The look of one voucher in the zone: a ticket with a coloured value stub.
import styled from 'styled-components';

export const Ticket = styled.li<{ $dim: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.divider};
  border-radius: ${({ theme }) => theme.radius.md};
  opacity: ${({ $dim }) => ($dim ? 0.65 : 1)};
  ${({ theme }) => theme.media.tabletUp} {
    grid-template-columns: 160px minmax(0, 1fr);
  }
`;

export const Stub = styled.div<{ $kind: 'card' | 'coupon' }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 2px;
  padding: 12px;
  color: #fff;
  text-align: center;
  background: ${({ $kind }) =>
    $kind === 'coupon' ? 'linear-gradient(135deg, #ffc53d 0%, #ff9c1a 100%)' : 'linear-gradient(135deg, #7aa5ff 0%, #2f6bff 100%)'};
  strong {
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
  small {
    font-size: ${({ theme }) => theme.fontSize.xs};
    opacity: 0.9;
  }
`;

export const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-width: 0;
  padding: 12px 16px;
  h3 {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px;
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.lg};
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.colors.textSecondary};
    overflow-wrap: anywhere;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-top: 4px;
`;

export const CodeLine = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  code {
    font-size: ${({ theme }) => theme.fontSize.md};
    color: ${({ theme }) => theme.colors.text};
    letter-spacing: 1px;
  }
`;

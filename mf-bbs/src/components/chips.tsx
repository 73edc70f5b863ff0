import styled from 'styled-components';

export interface ChipItem<K extends string | number> {
  key: K;
  label: string;
}

export interface ChipsProps<K extends string | number> {
  items: ChipItem<K>[];
  active: K;
  onChange: (key: K) => void;
  'aria-label': string;
}

/** A row of toggle buttons (sections, filters, tags); scrolls sideways inside itself on phones. */
export function Chips<K extends string | number>({ items, active, onChange, 'aria-label': label }: ChipsProps<K>) {
  return (
    <Row role="group" aria-label={label}>
      {items.map((item) => (
        <Chip key={item.key} type="button" aria-pressed={item.key === active} onClick={() => onChange(item.key)}>
          {item.label}
        </Chip>
      ))}
    </Row>
  );
}

const Row = styled.div`
  display: flex;
  gap: 8px;
  min-width: 0;
  overflow-x: auto;
  scrollbar-width: none;
`;

const Chip = styled.button`
  flex: none;
  min-height: 44px;
  padding: 0 14px;
  font-size: ${({ theme }) => theme.fontSize.md};
  color: ${({ theme }) => theme.colors.textSecondary};
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  cursor: pointer;
  &[aria-pressed='true'] {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
    background: ${({ theme }) => theme.colors.primarySoft};
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

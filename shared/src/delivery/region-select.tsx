import styled from 'styled-components';
import { FormField } from '@survey/shared/ui/form';
import type { Region } from '@survey/contract';

const Select = styled.select<{ $invalid: boolean }>`
  width: 100%;
  height: 44px;
  padding: 0 12px;
  /* 16px on phones: smaller text makes mobile browsers zoom the page on focus. */
  font-size: 16px;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.md};
  ${({ theme }) => theme.media.tabletUp} {
    font-size: ${({ theme }) => theme.fontSize.md};
  }
  &:focus {
    outline: none;
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:disabled {
    color: ${({ theme }) => theme.colors.textMuted};
    background: ${({ theme }) => theme.colors.disabledBg};
  }
`;

export interface RegionSelectProps {
  label: string;
  value: number | null;
  options: Region[] | null;
  onChange: (id: number | null) => void;
  error?: string;
  disabled?: boolean;
}

/** One level of the delivery region (province, city or district) from GET /v1/jd/cities. */
export function RegionSelect({ label, value, options, onChange, error, disabled }: RegionSelectProps) {
  return (
    <FormField label={label} error={error} required>
      {(control) => (
        <Select
          {...control}
          $invalid={Boolean(error)}
          value={value ?? ''}
          disabled={disabled || !options}
          onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
        >
          <option value="">{options ? `选择${label}` : '加载中...'}</option>
          {options?.map((r) => (
            <option key={r.id} value={r.id}>
              {r.name}
            </option>
          ))}
        </Select>
      )}
    </FormField>
  );
}

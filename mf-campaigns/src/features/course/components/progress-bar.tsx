import styled from 'styled-components';

const Track = styled.div`
  height: 6px;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.divider};
  border-radius: ${({ theme }) => theme.radius.pill};
  div {
    height: 100%;
    background: ${({ theme }) => theme.colors.success};
  }
`;

/** How far the member got in a course. */
export function ProgressBar({ value }: { value: number }) {
  return (
    <Track role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={value} aria-label="学习进度">
      <div style={{ width: `${value}%` }} />
    </Track>
  );
}

import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { PHONE_ACTION_BAR_ATTRIBUTE, PhoneActionBar, theme } from '..';

test('the bar carries the attribute the global style makes room for, and passes its props on', () => {
  render(
    <ThemeProvider theme={theme}>
      <PhoneActionBar data-testid="bar" aria-label="兑换">
        <button type="button">立即兑换</button>
      </PhoneActionBar>
    </ThemeProvider>,
  );
  const bar = screen.getByTestId('bar');
  expect(bar.hasAttribute(PHONE_ACTION_BAR_ATTRIBUTE)).toBe(true);
  expect(bar.getAttribute('aria-label')).toBe('兑换');
  expect(screen.getByRole('button', { name: '立即兑换' })).toBeInTheDocument();
});

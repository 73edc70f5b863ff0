import { screen } from '@testing-library/react';
import { phoneCssOf } from '@survey/shared/testing';
import { renderAuth } from '../testing/render-auth';

// The links sit beside the checkbox's label (flex items, not words of its sentence), so on a phone each
// is a finger's 44px high itself, the extra height outside the line so nothing moves.
test('on a phone 《用户协议》 and 《隐私政策》 are 44px-high tap targets that keep the 20px line', async () => {
  renderAuth('/register');
  for (const name of ['《用户协议》', '《隐私政策》']) {
    const rules = phoneCssOf(await screen.findByRole('link', { name })).replace(/\s/g, '');
    expect(rules).toContain('min-height:44px');
    expect(rules).toContain('margin:-12px0');
  }
});

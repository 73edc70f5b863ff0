import { showsGold } from './gold';

test('spec §5: bbsRole 1 or 2 hides the gold display', () => {
  expect(showsGold(0)).toBe(true);
  expect(showsGold(1)).toBe(false);
  expect(showsGold(2)).toBe(false);
  expect(showsGold(3)).toBe(true);
  expect(showsGold(undefined)).toBe(true);
});

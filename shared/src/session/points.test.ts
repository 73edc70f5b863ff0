import { pointLevel, showsPoints } from './points';

test.each([
  [0, 1], [34, 1], [35, 2], [84, 2], [85, 3], [299, 3], [300, 4], [499, 4], [500, 5], [100000, 5], [-3, 1], [null, 1],
])('spec §9: %p points is level %i (0~34, 35~84, 85~299, 300~499, ≥500)', (points, level) => {
  expect(pointLevel(points as number | null)).toBe(level);
});

test('spec §5: bbsRole 1 or 2 hides the point display', () => {
  expect(showsPoints(0)).toBe(true);
  expect(showsPoints(1)).toBe(false);
  expect(showsPoints(2)).toBe(false);
  expect(showsPoints(3)).toBe(true);
  expect(showsPoints(undefined)).toBe(true);
});

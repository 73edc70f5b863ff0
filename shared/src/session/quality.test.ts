import { qualityLevel } from './quality';

test.each([
  [0, 1],
  [34, 1],
  [35, 2],
  [84, 2],
  [85, 3],
  [299, 3],
  [300, 4],
  [499, 4],
  [500, 5],
  [100000, 5],
  [-3, 1],
  [null, 1],
])('spec §9: a quality score of %p is level %i (0~34, 35~84, 85~299, 300~499, ≥500)', (score, level) => {
  expect(qualityLevel(score as number | null)).toBe(level);
});

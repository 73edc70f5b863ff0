// The production layout journey (nginx + two API processes + PostgreSQL from Debian's packages):
// `pnpm --filter @survey/e2e test:production`. Kept out of `npm test`: it needs those packages and
// adds about a minute and a half (PostgreSQL initdb, two API start-ups, the journey).
const base = require('./jest.config');

module.exports = { ...base, testMatch: ['<rootDir>/src/journeys/production.test.ts'], testPathIgnorePatterns: [] };

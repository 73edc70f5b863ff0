// Two projects: the journeys (Chromium against a whole site, which the global set-up builds) and
// unit tests of the suite's own tools (test/), which need no build.
const { preset } = require('@survey/tooling/jest');

const node = preset(__dirname, { environment: 'node' });

module.exports = {
  testTimeout: 180000,
  projects: [
    { ...node, displayName: 'journeys', testMatch: ['<rootDir>/src/**/*.test.ts'], globalSetup: '<rootDir>/src/support/global-setup.ts' },
    { ...node, displayName: 'unit', testMatch: ['<rootDir>/test/**/*.test.ts'] },
  ],
};

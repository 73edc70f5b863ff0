module.exports = {
  ...require('@survey/tooling/jest').preset(__dirname, { environment: 'node', testTimeout: 180000 }),
  globalSetup: '<rootDir>/src/support/global-setup.ts',
  // The production layout journey has its own configuration (jest.production.config.js).
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/src/journeys/production.test.ts'],
};

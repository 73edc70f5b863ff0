module.exports = {
  ...require('@survey/tooling/jest').preset(__dirname, { environment: 'node', testTimeout: 180000 }),
  globalSetup: '<rootDir>/src/support/global-setup.ts',
};

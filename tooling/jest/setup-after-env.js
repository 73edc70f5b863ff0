require('@testing-library/jest-dom');
const { configure } = require('@testing-library/react');

// The first screen of a suite is a lazy chunk compiled on first import; on a loaded 2-core CI
// machine that takes longer than findBy's default 1 s. Waiting longer changes no assertion.
configure({ asyncUtilTimeout: 5000 });

require('@testing-library/jest-dom');
const { configure } = require('@testing-library/react');

// The suite runs on 2-core CI machines next to builds: give async queries room beyond the 1 s default.
configure({ asyncUtilTimeout: 5000 });

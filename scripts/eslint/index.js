// The repository's own lint rules: the boundaries between features and between packages.
module.exports = {
  meta: { name: 'boundaries' },
  rules: {
    'no-cross-feature-imports': require('./no-cross-feature-imports'),
    'package-boundaries': require('./package-boundaries'),
  },
};

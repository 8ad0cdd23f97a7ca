// Compiles a message catalogue (src/locales/<language>.json, ICU MessageFormat) when it is
// bundled: the browser gets Lingui's compiled form and never downloads an ICU parser.
const { compileMessage } = require('@lingui/message-utils/compileMessage');

module.exports = function catalogueLoader(source) {
  const messages = JSON.parse(source);
  const compiled = Object.fromEntries(
    Object.entries(messages).map(([id, message]) => [id, compileMessage(message)]),
  );
  return JSON.stringify(compiled);
};

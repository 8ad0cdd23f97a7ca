// Cuts the shell's English catalogue (src/locales/en.json) in two, by the first part of its keys
// (catalogue-parts.json): the messages of the first screen, bundled with it, and those of the
// lazily loaded pages, bundled with them. It runs before the catalogue is compiled.
const { firstScreen } = require('./catalogue-parts.json');

const isFirstScreen = (key) => firstScreen.includes(key.split('.')[0]);

module.exports = function cataloguePartLoader(source) {
  const { part } = this.getOptions();
  const messages = JSON.parse(source);
  const kept = Object.entries(messages).filter(
    ([key]) => isFirstScreen(key) === (part === 'first-screen'),
  );
  return JSON.stringify(Object.fromEntries(kept));
};

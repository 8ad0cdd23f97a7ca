import en from '../locales/en.json';

// shared-api's messages are looked up by their English text (shared-ui's translateMessage, the
// server's translators), so each English entry must be keyed by itself, word for word.
it("keys every English message of shared-api's catalogue by itself", () => {
  const differing = Object.entries(en).filter(([key, message]) => key !== message);
  expect(differing).toEqual([]);
});

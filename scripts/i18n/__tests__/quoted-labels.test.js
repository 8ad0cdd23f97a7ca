// The shell's pages name buttons and menu entries of the member area: in every language they must
// quote them as the member area words them, or a reader looks for a button that is not there.
const fs = require('fs');
const path = require('path');

const ROOT = path.resolve(__dirname, '../../..');
const catalogue = (app, language) =>
  JSON.parse(fs.readFileSync(path.join(ROOT, app, 'src/locales', `${language}.json`), 'utf8'));

/** A shell message and the member-app messages it names. */
const QUOTES = [
  ['privacy.rights.p1', ['myData.download', 'myData.delete']],
  ['privacy.contact.p1', ['page.contact']],
  ['contact.open', ['page.contact']],
  ['contact.afterApproval', ['page.contact']],
  ['contact.contactUs', ['page.contact']],
];

describe.each(['en', 'nl', 'fr'])("the shell's texts in %s", (language) => {
  const shell = catalogue('shell', language);
  const member = catalogue('member-app', language);

  it.each(QUOTES)("%s names member-app's labels as member-app words them", (id, labels) => {
    for (const label of labels) expect(shell[id]).toContain(member[label]);
  });
});

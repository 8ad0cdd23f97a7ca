// Fails when a tracked file speaks of a session of past work, cites a tracker issue by number,
// or cites a numbered section of the product specification or the design: code, comments and
// docs state the rule they follow in their own words, and git history keeps the story. Run by
// `npm test` and `npm run lint:wording`.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const ORDINALS = [
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
  'eleventh',
  'twelfth',
  'thirteenth',
  'fourteenth',
  'fifteenth',
  'sixteenth',
  'seventeenth',
  'eighteenth',
  'nineteenth',
  'twentieth',
];

/**
 * Each pattern names what it finds. "Session" is also a product word (a convention's time slot,
 * a signed-in user's session), so only the wordings of a session of work are matched: a number
 * after it, an ordinal past the second (a convention's first and second sessions are product
 * talk), or the word "work" before it. None of the patterns matches its own source text.
 */
const RULES = [
  {
    name: 'a numbered section of the specification or the design',
    pattern: /\b(?:SPEC|DESIGN)(?:\.md)?(?:'s)?\s+(?:§|sections?\s+\d)|§\s*\d/,
  },
  { name: 'a tracker issue number', pattern: /\bissues?\s+#?\d+/i },
  {
    name: 'a session of past work',
    pattern: new RegExp(
      `\\b(?:${ORDINALS.join('|')})\\s+session\\b|\\bsession\\s+\\d+\\b|\\bwork\\s+sessions?\\b`,
      'i',
    ),
  },
];

/** A line without its comment markers: a citation may be wrapped onto the next line. */
const continuation = (line) => line.replace(/^\s*(?:\/\/+|\/?\*+|#+)?\s*/, '');

/** Every line of `text` that breaks a rule, alone or wrapped onto the next line. */
const findWording = (text) => {
  const lines = text.split('\n');
  return lines.flatMap((line, index) => {
    const next = continuation(lines[index + 1] ?? '');
    const breaks = ({ pattern }) =>
      pattern.test(line) || (pattern.test(`${line} ${next}`) && !pattern.test(next));
    return RULES.filter(breaks).map((rule) => ({
      line: index + 1,
      rule: rule.name,
      text: line.trim(),
    }));
  });
};

// The patterns are checked against samples first, so that a pattern that stopped matching (or
// started matching product words) fails here rather than letting everything through. The samples
// are assembled from pieces so that this file does not break its own rules.
const MUST_MATCH = [
  ['SPEC ', '§', '5.3: a suspended user cannot log in'],
  ['(SPEC sec', 'tion 4)'],
  ['DESIGN sec', 'tions 6 and 7'],
  ['see iss', 'ue 9'],
  ['Iss', 'ue #12: the budgets'],
  ['in the four', 'teenth session'],
  ['Since sess', 'ion 3 no spec lifts it'],
  ['this wor', 'k session'],
  ['without calling the server, as SPEC\n * sec', 'tion 6 asks'],
].map((pieces) => pieces.join(''));
const MUST_NOT_MATCH = [
  'counts to the first session and lasts until the end of the last day',
  'the second session of Saturday',
  'the session is cleared when the token expires',
  'Demo entry: mail #1 failed',
  'remix-run/react-router#12532',
  'the specification leaves it open',
];

const selfCheck = () => {
  const missed = MUST_MATCH.filter((sample) => findWording(sample).length === 0);
  const flagged = MUST_NOT_MATCH.filter((sample) => findWording(sample).length > 0);
  if (missed.length > 0 || flagged.length > 0) {
    for (const sample of missed) console.error(`check-wording: a pattern misses "${sample}"`);
    for (const sample of flagged) console.error(`check-wording: a pattern flags "${sample}"`);
    process.exit(2);
  }
};

const trackedFiles = (root) =>
  execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8', maxBuffer: 64 << 20 })
    .split('\0')
    .filter((file) => file !== '');

const main = () => {
  selfCheck();
  const root = execFileSync('git', ['rev-parse', '--show-toplevel'], { encoding: 'utf8' }).trim();
  const findings = [];
  for (const file of trackedFiles(root)) {
    let text;
    try {
      text = readFileSync(join(root, file), 'utf8');
    } catch {
      continue; // deleted in the work tree but not yet in the index
    }
    if (text.includes('\0')) continue; // binary
    for (const finding of findWording(text)) findings.push({ file, ...finding });
  }
  for (const { file, line, rule, text } of findings) {
    console.error(`${file}:${line}: cites ${rule}: ${text}`);
  }
  if (findings.length > 0) {
    console.error(
      `\n${findings.length} line(s) cite ${RULES.map((r) => r.name).join(', or ')}. State the rule itself instead.`,
    );
    process.exit(1);
  }
  console.log('No sessions of past work, issue numbers or specification sections cited.');
};

main();

import fc from 'fast-check';

const HTML = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg/onload=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<iframe src="//evil.example"></iframe>',
  '</p></div></body>',
  '{{FirstName}} {{#each}}',
];

const AWKWARD_TEXT = [
  '',
  ' ',
  '\u0000',
  '\uFEFF',
  '\uD800',
  'e\u0301',
  '👨‍👩‍👧‍👦',
  'مرحبا',
  '\u202Eevil',
  "' OR 1=1 --",
  '%00',
  '../../etc/passwd',
  '__proto__',
  'constructor',
  'null',
  'NaN',
  '1e309',
];

// Dates the calendar or JavaScript's Date cannot hold, and the edges they can.
const AWKWARD_DATES = [
  '0000-00-00',
  '0000-01-01T00:00:00Z',
  '-271821-04-20T00:00:00Z',
  '+275760-09-13T00:00:00.001Z',
  '9999-12-31T23:59:59Z',
  '10000-01-01',
  '2024-02-30',
  '2024-13-01T00:00:00Z',
  '2024-01-01T25:61:61Z',
  '1969-12-31T23:59:59.999Z',
  '1900-01-01',
  'yesterday',
  '2024-01-01T00:00:00+99:99',
];

const HUGE_NUMBERS = [
  -1,
  0,
  -0,
  0.5,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  Number.MAX_SAFE_INTEGER + 2,
  1e21,
  -1e21,
  1e308,
  -1e308,
  5e-324,
];

/** A string as a careless or hostile client might send it; now and then megabytes long. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 8, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 4, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 4, arbitrary: fc.constantFrom(...HTML, ...AWKWARD_TEXT) },
  { weight: 4, arbitrary: fc.constantFrom(...AWKWARD_DATES) },
  { weight: 2, arbitrary: fc.date({ noInvalidDate: true }).map((date) => date.toISOString()) },
  { weight: 2, arbitrary: fc.uuid() },
  { weight: 2, arbitrary: fc.emailAddress() },
  // Past each field's maxLength, yet under Fastify's 1 MiB body limit (bodies past it are their own case).
  { weight: 1, arbitrary: fc.integer({ min: 200, max: 300_000 }).map((n) => 'x'.repeat(n)) },
);

export const nastyNumber: fc.Arbitrary<number> = fc.oneof(
  fc.integer(),
  fc.integer({ min: 1, max: 10 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(...HUGE_NUMBERS),
);

/** Any JSON value, nested a few levels deep, built from the values above. */
export const nastyJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    nastyString,
    nastyNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(
      fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom('__proto__', 'id')),
      tie('value'),
      {
        maxKeys: 4,
      },
    ),
  ),
})).value;

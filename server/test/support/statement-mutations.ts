import fc from 'fast-check';

/** A valid sample with a few edits: cut, inserted, replaced or repeated pieces. */
export const mutated = (sample: string) =>
  fc
    .array(
      fc.record({
        kind: fc.constantFrom('cut', 'insert', 'replace', 'repeat', 'truncate'),
        at: fc.nat(),
        length: fc.integer({ min: 1, max: 40 }),
        text: fc.string({
          unit: fc.constantFrom(
            '<',
            '>',
            '/',
            '&',
            ';',
            '"',
            '=',
            'A',
            '0',
            '1',
            '9',
            ' ',
            '\n',
            'é',
            '+',
            ':',
            '.',
            '-',
          ),
          maxLength: 12,
        }),
      }),
      { minLength: 1, maxLength: 6 },
    )
    .map((edits) =>
      edits.reduce((text, { kind, at, length, text: piece }) => {
        const i = at % (text.length + 1);
        if (kind === 'cut') return text.slice(0, i) + text.slice(i + length);
        if (kind === 'insert') return text.slice(0, i) + piece + text.slice(i);
        if (kind === 'replace') return text.slice(0, i) + piece + text.slice(i + piece.length);
        if (kind === 'repeat')
          return text.slice(0, i + length) + text.slice(i, i + length) + text.slice(i + length);
        return text.slice(0, i);
      }, sample),
    );

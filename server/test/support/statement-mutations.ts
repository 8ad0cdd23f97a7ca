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
          unit: fc.oneof(
            {
              weight: 30,
              arbitrary: fc.constantFrom(
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
            },
            {
              // Odd values the readers must refuse with a message, rarely enough that most
              // mutations stay readable: a lone surrogate and a control character as character
              // references, 2^31 cents, a reference of kilobytes.
              weight: 1,
              arbitrary: fc.constantFrom(
                '&#xD800;',
                '&#1;',
                '21474836.48',
                '000002147483648',
                'R'.repeat(3000),
              ),
            },
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

/** One line of the bench table: a figure, and the budget it is held to (if any). */
export interface Check {
  name: string;
  figure: string;
  budget: string;
  /** null: measured for information, no budget. */
  pass: boolean | null;
}

export const check = (
  name: string,
  figure: string,
  budget: string,
  pass: boolean | null,
): Check => ({
  name,
  figure,
  budget,
  pass,
});

export const ms = (value: number): string => `${Math.round(value)} ms`;
export const perSecond = (value: number): string => `${Math.round(value).toLocaleString('en')}/s`;
export const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`;

const verdict = (pass: boolean | null): string => (pass === null ? '' : pass ? 'PASS' : 'FAIL');

/** The one table `npm run bench` prints. */
export const formatTable = (checks: readonly Check[]): string => {
  const rows = [
    ['Check', 'Measured', 'Budget', ''],
    ...checks.map((c) => [c.name, c.figure, c.budget, verdict(c.pass)]),
  ];
  const widths = [0, 1, 2, 3].map((col) => Math.max(...rows.map((row) => row[col]?.length ?? 0)));
  const line = (row: string[]) =>
    row
      .map((cell, col) => cell.padEnd(widths[col] ?? 0))
      .join(' | ')
      .trimEnd();
  const rule = widths.map((w) => '-'.repeat(w)).join('-+-');
  const [header, ...body] = rows;
  return [line(header ?? []), rule, ...body.map(line)].join('\n');
};

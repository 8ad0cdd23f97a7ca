/** A choice of a picker field: the stored value and what the member reads. */
export interface PickOption {
  value: string;
  label: string;
  /** Other names that typing also finds it by (a game's aliases). */
  keywords?: readonly string[];
  /** Said after the label in the list, not on the pick (a game's players and length). */
  detail?: string;
}

/** One pick: its option and, when an option may be picked again, which time (1, 2...). */
export interface PickItem {
  option: PickOption;
  nth: number;
}

/** Names the nth pick of an option that may be picked more than once ("1830 (copy 2)"). */
export type RepeatLabel = (label: string, nth: number) => string;

/**
 * The stored values as picks, in their order, each repeat numbered; a value no option has (a
 * game deleted meanwhile) shows nothing, and the next change drops it.
 */
export const pickedItems = (values: readonly string[], options: readonly PickOption[]) => {
  const byValue = new Map(options.map((option) => [option.value, option]));
  const seen = new Map<string, number>();
  return values.flatMap((value): PickItem[] => {
    const option = byValue.get(value);
    if (!option) return [];
    const nth = (seen.get(value) ?? 0) + 1;
    seen.set(value, nth);
    return [{ option, nth }];
  });
};

/**
 * What the list offers: every option once, and with repeats the next pick of one already picked.
 * The picks themselves are in it too (the field hides them), so that each pick has its choice.
 */
export const choiceItems = (
  values: readonly string[],
  options: readonly PickOption[],
  repeatable: boolean,
): PickItem[] =>
  options.flatMap((option) => {
    const picked = values.filter((value) => value === option.value).length;
    const count = repeatable ? picked + 1 : 1;
    return Array.from({ length: count }, (_, index) => ({ option, nth: index + 1 }));
  });

export const itemLabel = (item: PickItem, repeatLabel?: RepeatLabel): string =>
  item.nth === 1 || !repeatLabel ? item.option.label : repeatLabel(item.option.label, item.nth);

export const sameItem = (a: PickItem, b: PickItem): boolean =>
  a.option.value === b.option.value && a.nth === b.nth;

/** Case, spaces and punctuation do not count: "shikoku-1889" finds "Shikoku 1889". */
const squeezed = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** The choices whose label or keywords contain what was typed. */
export const matchingItems = (
  items: readonly PickItem[],
  typed: string,
  repeatLabel?: RepeatLabel,
): PickItem[] => {
  const wanted = squeezed(typed);
  if (wanted === '') return [...items];
  return items.filter((item) =>
    [itemLabel(item, repeatLabel), ...(item.option.keywords ?? [])].some((name) =>
      squeezed(name).includes(wanted),
    ),
  );
};

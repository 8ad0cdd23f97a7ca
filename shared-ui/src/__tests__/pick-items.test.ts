import { choiceItems, matchingItems, pickedItems } from '../forms/pick-items';

const options = [
  { value: 'a', label: '1830', keywords: ['Railways & Robber Barons'] },
  { value: 'b', label: '1889', keywords: ['Shikoku 1889'] },
];
const copy = (label: string, nth: number) => `${label} (copy ${nth})`;

it('numbers the repeats of a pick, and leaves out a value no option has', () => {
  expect(pickedItems(['a', 'gone', 'a', 'b'], options)).toEqual([
    { option: options[0], nth: 1 },
    { option: options[0], nth: 2 },
    { option: options[1], nth: 1 },
  ]);
});

it('offers the next pick of a repeatable option, and each option once otherwise', () => {
  const values = ['a', 'a'];
  expect(choiceItems(values, options, true).map((i) => [i.option.value, i.nth])).toEqual([
    ['a', 1],
    ['a', 2],
    ['a', 3],
    ['b', 1],
  ]);
  expect(choiceItems(values, options, false).map((i) => [i.option.value, i.nth])).toEqual([
    ['a', 1],
    ['b', 1],
  ]);
});

it('finds a choice by its label or a keyword, whatever the case, spaces and punctuation', () => {
  const items = choiceItems(['a'], options, true);
  const found = (typed: string) =>
    matchingItems(items, typed, copy).map((i) => `${i.option.label}/${i.nth}`);
  expect(found('shikoku-1889')).toEqual(['1889/1']);
  expect(found('robber barons')).toEqual(['1830/1', '1830/2']);
  expect(found('copy 2')).toEqual(['1830/2']);
  expect(found('')).toHaveLength(3);
});

import { groupChanges, hasGroupChanges } from '../group-changes';

describe('groupChanges', () => {
  it('adds the newly ticked groups and removes the unticked ones, nothing else', () => {
    expect(groupChanges([1, 2, 3], new Set([2, 3, 4, 5]))).toEqual({ add: [4, 5], remove: [1] });
  });

  it('has nothing to send when the boxes are as they were', () => {
    const changes = groupChanges([1, 2], new Set([2, 1]));
    expect(changes).toEqual({ add: [], remove: [] });
    expect(hasGroupChanges(changes)).toBe(false);
  });

  it('handles a user in no group and a user leaving every group', () => {
    expect(groupChanges([], new Set([7]))).toEqual({ add: [7], remove: [] });
    expect(groupChanges([7, 8], new Set())).toEqual({ add: [], remove: [7, 8] });
    expect(hasGroupChanges({ add: [], remove: [8] })).toBe(true);
  });
});

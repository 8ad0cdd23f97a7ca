// The contract entry first: it sets zod up for the Content-Security-Policy before the schema
// below is built.
import 'shared-api/contract';
import type { Group } from 'shared-api';
import { z } from 'zod';

/** The Manage Groups form: a yes/no per group, keyed 'g{id}' (a numeric key would be an index). */
export const groupMembershipSchema = z.object({ member: z.record(z.string(), z.boolean()) });
export type GroupMembership = z.infer<typeof groupMembershipSchema>;

export const membershipKey = (groupId: number): string => `g${groupId}`;

/** The form's values for a user in `current` groups. */
export const membershipOf = (
  groups: readonly Group[],
  current: readonly number[],
): GroupMembership => ({
  member: Object.fromEntries(
    groups.map((group) => [membershipKey(group.id), current.includes(group.id)]),
  ),
});

/** The groups ticked in the form. */
export const selectedGroups = ({ member }: GroupMembership): ReadonlySet<number> =>
  new Set(
    Object.entries(member)
      .filter(([, ticked]) => ticked)
      .map(([key]) => Number(key.slice(1))),
  );

// What the registration lifecycle says to members and organisers outside the forms: the server's
// messages and the admin remote's places at a glance. Kept out of shared-api's main entry.

/** The inbox message and mail that tell a member the organisers cancelled their registration. */
export const REGISTRATION_CANCELLED_BY_ORGANISERS_TITLE = (conventionName: string) =>
  `Your registration for ${conventionName} is cancelled`;

/** What a cancellation means for the money, in its message to the member. */
export const refundDueSentence = (refundDueCents: number): string =>
  refundDueCents > 0
    ? `A refund of €${(refundDueCents / 100).toFixed(2)} is due to you: the organisers will pay it back.`
    : 'Nothing is due to be refunded.';

/** To the players left at a published table that lost one. */
export const TABLE_CHANGED_TITLE = (conventionName: string) =>
  `Your table changed: ${conventionName}`;

/** How many places an organiser's promotion beyond the capacity took over it. */
export const overCapacityText = (by: number) => `over capacity by ${by}`;

/**
 * A convention's places at a glance, for the conventions list and the registrations header:
 * "7 / 7, full, 3 waiting", "8 / 7, over capacity by 1", "12 registered" without a capacity.
 */
export const capacityText = (places: {
  capacity: number | null;
  registeredAttendees: number;
  waitingAttendees: number;
}): string => {
  const { capacity, registeredAttendees: taken, waitingAttendees: waiting } = places;
  const parts =
    capacity === null
      ? [`${taken} registered`]
      : [
          `${taken} / ${capacity}`,
          ...(taken > capacity
            ? [overCapacityText(taken - capacity)]
            : taken === capacity
              ? ['full']
              : []),
        ];
  if (waiting > 0) parts.push(`${waiting} waiting`);
  return parts.join(', ');
};

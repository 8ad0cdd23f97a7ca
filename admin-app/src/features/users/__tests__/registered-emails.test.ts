import { isRegistered, registeredEmails } from '../registered-emails';

it('matches emails of active-convention registrations without regard to case or spaces', () => {
  const emails = registeredEmails([
    { attendeeEmail: 'Ann@Example.com ' },
    { attendeeEmail: 'bart@example.com' },
  ]);
  expect(isRegistered('ann@example.com', emails)).toBe(true);
  expect(isRegistered('BART@example.com', emails)).toBe(true);
  expect(isRegistered('carla@example.com', emails)).toBe(false);
});

/** Emails are compared without case: the same person may type them differently. */
export const registeredEmails = (registrations: readonly { attendeeEmail: string }[]) =>
  new Set(registrations.map((registration) => registration.attendeeEmail.trim().toLowerCase()));

export const isRegistered = (email: string, emails: ReadonlySet<string>): boolean =>
  emails.has(email.trim().toLowerCase());

import { useGetActiveConventionRegistrationsQuery, type AdminRegistration } from 'shared-api';

const NONE: AdminRegistration[] = [];

/** The active convention's registrations; none when the call fails. */
export const useActiveRegistrations = (): AdminRegistration[] =>
  useGetActiveConventionRegistrationsQuery().data ?? NONE;

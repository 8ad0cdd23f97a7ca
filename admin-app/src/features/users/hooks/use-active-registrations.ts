import type { AdminRegistration } from 'shared-api';
import { useGetActiveConventionRegistrationsQuery } from 'shared-api/admin';

const NONE: AdminRegistration[] = [];

/** The active convention's registrations; none when the call fails. */
export const useActiveRegistrations = (): AdminRegistration[] =>
  useGetActiveConventionRegistrationsQuery().data ?? NONE;

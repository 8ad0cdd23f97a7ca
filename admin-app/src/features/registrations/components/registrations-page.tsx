import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { type PaymentStatus, getErrorMessage, type AdminRegistration } from 'shared-api';
import { PAYMENT_STATUS_LABELS, PAYMENT_STATUSES } from 'shared-api/member';
import { capacityText, useGetActiveConventionRegistrationsQuery } from 'shared-api/admin';
import { ErrorAlert, PageContainer, PageSpinner } from 'shared-ui';
import {
  ConventionSelect,
  PastConventionNote,
  useChosenConvention,
} from '../../../components/convention-select';
import { SearchBox, useUrlParam } from '../../../components/search-box';
import { ReadOnlyProvider } from '../hooks/use-read-only';
import { ConventionDayButtons } from './convention-day-buttons';
import { ExportControls } from './export-controls';
import { RegistrationList } from './registration-list';
import { SessionCounts } from './session-counts';
import { MealCounts } from './meal-counts';
import type { RegistrationActions } from './registration-row';
import { UpdateRegistrationDialog } from './update-registration-dialog';
import { WaitingList } from './waiting-list';

type StatusFilter = PaymentStatus | 'not_invoiced' | 'all';

/** ?status=: a payment status, or not_invoiced for the invoices still to send. */
const asStatusFilter = (value: string): StatusFilter =>
  value === 'not_invoiced' || (PAYMENT_STATUSES as readonly string[]).includes(value)
    ? (value as StatusFilter)
    : 'all';

export const LOAD_FAILED = 'Failed to load registrations.';
export const ALL_INVOICED = 'All registrations have been invoiced.';
export const NONE_INVOICED = 'No invoices have been sent yet.';
export const NONE_CANCELLED = 'No registration has been cancelled.';
export const foundText = (count: number, search: string) =>
  `${count} ${count === 1 ? 'registration' : 'registrations'} found for “${search}”.`;

interface RegistrationsPageProps {
  actions: RegistrationActions;
  /** Page-wide buttons that other features own, beside the export: they act on the active convention. */
  pageActions?: ReactNode;
}

/**
 * /admin/registrations: Convention Registrations, of the active convention unless the organiser
 * picks another (?conventionId=); a past one's are shown, not changed.
 */
export const RegistrationsPage = ({ actions, pageActions }: RegistrationsPageProps) => {
  const [search] = useUrlParam('search');
  const [status, setStatus] = useUrlParam('status');
  const chosen = useChosenConvention();
  // Sessions and featured games for the Update Registration form; not there without a convention.
  const { convention } = chosen;
  const conventionId = convention?.id;
  const { data, error, isLoading } = useGetActiveConventionRegistrationsQuery(
    conventionId === undefined && !search ? undefined : { conventionId, search },
    { skip: chosen.isLoading },
  );
  const [editing, setEditing] = useState<AdminRegistration | null>(null);
  const statusFilter = asStatusFilter(status);
  const [sessionFilter, setSessionFilter] = useState<number | 'all'>('all');

  if (isLoading || chosen.isLoading) return <PageSpinner />;
  const everyone = data ?? [];
  // Placed attendees only in the invoice lists; those cancelled are kept apart, and those waiting
  // are on the waiting list.
  const registrations = everyone.filter((r) => r.status === 'registered');
  const cancelled = everyone.filter((r) => r.status === 'cancelled');
  // Counted from the list itself, so the header and the lists below always agree; a search
  // leaves out most of the list, so the convention's own counts tell the places then.
  const places = convention && {
    capacity: convention.capacity,
    registeredAttendees: search ? convention.registeredAttendees : registrations.length,
    waitingAttendees: search
      ? convention.waitingAttendees
      : everyone.filter((r) => r.status === 'waiting').length,
  };
  const sessions = convention?.sessions ?? [];
  const shown = registrations.filter(
    (r) =>
      (statusFilter === 'all' || (r.payment?.status ?? 'not_invoiced') === statusFilter) &&
      (sessionFilter === 'all' || r.sessions.some((s) => s.id === sessionFilter)),
  );
  const awaiting = shown.filter((r) => !r.isInvoiceSent);
  const sent = shown.filter((r) => r.isInvoiceSent);

  return (
    <PageContainer>
      {chosen.conventions.length > 0 && (
        <Stack sx={{ mb: 3 }}>
          <ConventionSelect
            conventions={chosen.conventions}
            value={conventionId ?? null}
            onChange={chosen.choose}
          />
        </Stack>
      )}
      {chosen.isPast && <PastConventionNote />}
      <ReadOnlyProvider value={chosen.isPast}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 3 }}
        >
          <div>
            <Typography variant="h4" component="h1">
              Convention Registrations ({registrations.length})
            </Typography>
            {convention && <Typography color="text.secondary">{convention.name}</Typography>}
            {places && <Typography>{`Places: ${capacityText(places)}`}</Typography>}
          </div>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {convention?.isActive && !chosen.isPast && pageActions}
            {convention && <ConventionDayButtons conventionId={convention.id} />}
            <ExportControls conventionId={conventionId} />
          </Stack>
        </Stack>
        {sessions.length > 0 && !search && (
          <SessionCounts sessions={sessions} registrations={registrations} />
        )}
        <MealCounts meals={convention?.meals ?? []} registrations={registrations} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3 }}>
          <SearchBox label="Search registrations" hint="Name, email or car plate" />
          <TextField
            select
            size="small"
            label="Payment status"
            value={statusFilter}
            onChange={(event) => setStatus(event.target.value === 'all' ? '' : event.target.value)}
            sx={{ minWidth: 220 }}
          >
            <MenuItem value="all">All</MenuItem>
            <MenuItem value="not_invoiced">Not invoiced</MenuItem>
            {PAYMENT_STATUSES.map((status) => (
              <MenuItem key={status} value={status}>
                {PAYMENT_STATUS_LABELS[status]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label="Session"
            value={sessionFilter}
            onChange={(event) =>
              setSessionFilter(event.target.value === 'all' ? 'all' : Number(event.target.value))
            }
            sx={{ minWidth: 220 }}
          >
            <MenuItem value="all">All sessions</MenuItem>
            {sessions.map((session) => (
              <MenuItem key={session.id} value={session.id}>
                {session.name}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        {search && !error && (
          <Typography role="status" sx={{ mb: 2 }}>
            {foundText(everyone.length, search)}
          </Typography>
        )}
        {error ? (
          <ErrorAlert message={getErrorMessage(error, LOAD_FAILED)} />
        ) : (
          <Stack spacing={4}>
            <RegistrationList
              title="Awaiting Invoice"
              empty={ALL_INVOICED}
              registrations={awaiting}
              actions={actions}
              onUpdate={setEditing}
            />
            <RegistrationList
              title="Invoice Sent"
              empty={NONE_INVOICED}
              registrations={sent}
              actions={actions}
              onUpdate={setEditing}
            />
            {places && convention && <WaitingList conventionId={convention.id} places={places} />}
            <RegistrationList
              title="Cancelled"
              empty={NONE_CANCELLED}
              registrations={cancelled}
              actions={actions}
              onUpdate={setEditing}
            />
          </Stack>
        )}
        {editing && convention && (
          <UpdateRegistrationDialog
            registration={editing}
            convention={convention}
            onClose={() => setEditing(null)}
          />
        )}
      </ReadOnlyProvider>
    </PageContainer>
  );
};

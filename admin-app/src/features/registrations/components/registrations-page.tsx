import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import {
  PAYMENT_STATUS_LABELS,
  PAYMENT_STATUSES,
  type PaymentStatus,
  getErrorMessage,
  useGetActiveConventionQuery,
  useGetActiveConventionRegistrationsQuery,
  type AdminRegistration,
} from 'shared-api';
import { ErrorAlert, PageContainer, PageSpinner } from 'shared-ui';
import { ConventionDayButtons } from './convention-day-buttons';
import { ExportControls } from './export-controls';
import { RegistrationList } from './registration-list';
import { SessionCounts } from './session-counts';
import type { RegistrationActions } from './registration-row';
import { UpdateRegistrationDialog } from './update-registration-dialog';
import { WaitingList } from './waiting-list';

type StatusFilter = PaymentStatus | 'not_invoiced' | 'all';

export const LOAD_FAILED = 'Failed to load registrations.';
export const ALL_INVOICED = 'All registrations have been invoiced.';
export const NONE_INVOICED = 'No invoices have been sent yet.';
export const NONE_CANCELLED = 'No registration has been cancelled.';

interface RegistrationsPageProps {
  actions: RegistrationActions;
  /** Page-wide buttons that other features own, beside the export. */
  pageActions?: ReactNode;
}

/** /admin/registrations: Convention Registrations. */
export const RegistrationsPage = ({ actions, pageActions }: RegistrationsPageProps) => {
  const { data, error, isLoading } = useGetActiveConventionRegistrationsQuery();
  // Sessions and featured games for the Update Registration form; not there without a convention.
  const convention = useGetActiveConventionQuery();
  const [editing, setEditing] = useState<AdminRegistration | null>(null);
  const [statusFilter, setStatusFilter] = useState<StatusFilter>('all');
  const [sessionFilter, setSessionFilter] = useState<number | 'all'>('all');

  if (isLoading) return <PageSpinner />;
  const everyone = data ?? [];
  // Placed attendees only in the invoice lists; those cancelled are kept apart, and those waiting
  // are on the waiting list.
  const registrations = everyone.filter((r) => r.status === 'registered');
  const cancelled = everyone.filter((r) => r.status === 'cancelled');
  const sessions = convention.data?.sessions ?? [];
  const shown = registrations.filter(
    (r) =>
      (statusFilter === 'all' || (r.payment?.status ?? 'not_invoiced') === statusFilter) &&
      (sessionFilter === 'all' || r.sessions.some((s) => s.id === sessionFilter)),
  );
  const awaiting = shown.filter((r) => !r.isInvoiceSent);
  const sent = shown.filter((r) => r.isInvoiceSent);

  return (
    <PageContainer>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 3 }}
      >
        <div>
          <Typography variant="h4" component="h1">
            Convention Registrations ({registrations.length})
          </Typography>
          {convention.data && (
            <Typography color="text.secondary">{convention.data.name}</Typography>
          )}
        </div>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {pageActions}
          {convention.data && <ConventionDayButtons conventionId={convention.data.id} />}
          <ExportControls />
        </Stack>
      </Stack>
      {sessions.length > 0 && <SessionCounts sessions={sessions} registrations={registrations} />}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3 }}>
        <TextField
          select
          size="small"
          label="Payment status"
          value={statusFilter}
          onChange={(event) => setStatusFilter(event.target.value as StatusFilter)}
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
          {convention.data && <WaitingList conventionId={convention.data.id} />}
          <RegistrationList
            title="Cancelled"
            empty={NONE_CANCELLED}
            registrations={cancelled}
            actions={actions}
            onUpdate={setEditing}
          />
        </Stack>
      )}
      {editing && convention.data && (
        <UpdateRegistrationDialog
          registration={editing}
          convention={convention.data}
          onClose={() => setEditing(null)}
        />
      )}
    </PageContainer>
  );
};

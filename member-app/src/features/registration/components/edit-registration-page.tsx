import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense, useCallback } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import {
  getErrorMessage,
  selectCurrentUser,
  useAppSelector,
  useGetActiveConventionQuery,
  type RegistrationRequest,
} from 'shared-api';
import {
  useGetMyRegistrationsQuery,
  registrationFormValues,
  useEditRegistrationMutation,
} from 'shared-api/member';
import { ErrorAlert, lazyNamed, PageSpinner, useToast } from 'shared-ui';
import { PAGE_LOAD_ERROR } from './register-event-page';

export const REGISTRATION_UPDATED = 'Your registration has been updated.';
export const EDIT_FAILED = 'Could not save the registration. Please try again.';
export const NOT_EDITABLE = 'This registration cannot be changed here.';
export const EDIT_CLOSED =
  'Registration is closed or the convention has started: the registration can no longer be changed.';

const RegistrationForm = lazyNamed(() => import('./registration-form'), 'RegistrationForm');

/**
 * /my-registrations/{id}/edit: the member who made a registration changes it with the registration
 * form, filled in, while registration is open. The server decides again; this page only spares a
 * form that could not be saved.
 */
export const EditRegistrationPage = () => {
  const { id } = useParams<{ id: string }>();
  const user = useAppSelector(selectCurrentUser);
  const convention = useGetActiveConventionQuery();
  const mine = useGetMyRegistrationsQuery();
  const [edit] = useEditRegistrationMutation();
  const { showToast } = useToast();
  const navigate = useNavigate();

  const save = useCallback(
    async (values: RegistrationRequest): Promise<string | null> => {
      try {
        await edit(values).unwrap();
      } catch (error) {
        return getErrorMessage(error, EDIT_FAILED);
      }
      showToast({ body: REGISTRATION_UPDATED, variant: 'success' });
      void navigate('/my-registrations');
      return null;
    },
    [edit, navigate, showToast],
  );

  const content = (() => {
    if (convention.isLoading || mine.isLoading || !user) return <PageSpinner />;
    if (convention.error || mine.error) {
      return (
        <ErrorAlert message={getErrorMessage(convention.error ?? mine.error, PAGE_LOAD_ERROR)} />
      );
    }
    const registration = mine.data?.registrations.find(
      (r) => r.id === id && r.registeredBy.userId === user.id && r.status !== 'cancelled',
    );
    const active = convention.data;
    if (!registration || !active || active.id !== registration.conventionId) {
      return <Alert severity="warning">{NOT_EDITABLE}</Alert>;
    }
    if (!active.registrationOpen) return <Alert severity="info">{EDIT_CLOSED}</Alert>;
    return (
      <Stack spacing={3}>
        <Typography color="text.secondary">
          Change the sessions, games, preferences, parking or additional info, then save.
        </Typography>
        <Suspense fallback={<PageSpinner />}>
          <RegistrationForm
            convention={active}
            user={user}
            onBehalf={registration.registerDifferentPerson}
            initialValues={registrationFormValues(registration)}
            submitLabel="Save Changes"
            onSubmit={save}
          />
        </Suspense>
      </Stack>
    );
  })();

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 4 }, px: { xs: 1.5, sm: 3 } }}>
      <Stack spacing={2} sx={{ mb: 2 }}>
        <Typography variant="h4" component="h1">
          Edit Registration
        </Typography>
        <Button component={RouterLink} to="/my-registrations" sx={{ alignSelf: 'flex-start' }}>
          Back to My Registrations
        </Button>
      </Stack>
      {content}
    </Container>
  );
};

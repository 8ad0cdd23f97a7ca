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
import { useT } from '../../../i18n';

const RegistrationForm = lazyNamed(() => import('./registration-form'), 'RegistrationForm');

/**
 * /my-registrations/{id}/edit: the member who made a registration changes it with the registration
 * form, filled in, while registration is open. The server decides again; this page only spares a
 * form that could not be saved.
 */
export const EditRegistrationPage = () => {
  const t = useT();
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
        return getErrorMessage(error, t('edit.failed'));
      }
      showToast({ body: t('edit.updated'), variant: 'success' });
      void navigate('/my-registrations');
      return null;
    },
    [edit, navigate, showToast, t],
  );

  const content = (() => {
    if (convention.isLoading || mine.isLoading || !user) return <PageSpinner />;
    if (convention.error || mine.error) {
      return (
        <ErrorAlert
          message={getErrorMessage(convention.error ?? mine.error, t('registration.pageLoadError'))}
        />
      );
    }
    const registration = mine.data?.registrations.find(
      (r) => r.id === id && r.registeredBy.userId === user.id && r.status !== 'cancelled',
    );
    const active = convention.data;
    if (!registration || !active || active.id !== registration.conventionId) {
      return <Alert severity="warning">{t('edit.notEditable')}</Alert>;
    }
    if (!active.registrationOpen) return <Alert severity="info">{t('edit.closed')}</Alert>;
    return (
      <Stack spacing={3}>
        <Typography color="text.secondary">{t('edit.intro')}</Typography>
        <Suspense fallback={<PageSpinner />}>
          <RegistrationForm
            convention={active}
            user={user}
            onBehalf={registration.registerDifferentPerson}
            initialValues={registrationFormValues(registration)}
            submitLabel={t('edit.submit')}
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
          {t('edit.heading')}
        </Typography>
        <Button component={RouterLink} to="/my-registrations" sx={{ alignSelf: 'flex-start' }}>
          {t('edit.back')}
        </Button>
      </Stack>
      {content}
    </Container>
  );
};

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense, useCallback, useState } from 'react';
import {
  formatClubDayRange,
  getErrorMessage,
  isApproved,
  selectCurrentUser,
  selectSessionStatus,
  useAppSelector,
  useGetActiveConventionQuery,
  type Registration,
} from 'shared-api';
import { useGetRegistrationStatusQuery } from 'shared-api/member';
import { ErrorAlert, lazyNamed, PageSpinner, useLanguage } from 'shared-ui';
import { useT } from '../../../i18n';
import { useSubmitRegistration } from '../hooks/use-submit-registration';
import { registrationPageState } from '../registration-page-state';
import {
  AwaitingApprovalCard,
  ClosedCard,
  NoConventionCard,
  otherRegisteredText,
  RegisteredCard,
  type RegisteredOther,
  SignedOutCard,
} from './state-cards';

// Only approved members see the form: visitors do not download react-hook-form and zod.
const RegistrationForm = lazyNamed(() => import('./registration-form'), 'RegistrationForm');

/** /register-event, open to everyone: a card per state, or the registration form. */
export const RegisterEventPage = () => {
  const t = useT();
  const { language } = useLanguage();
  const user = useAppSelector(selectCurrentUser);
  const sessionLoading = useAppSelector(selectSessionStatus) === 'loading';
  const convention = useGetActiveConventionQuery();
  const status = useGetRegistrationStatusQuery(undefined, {
    skip: !user || !isApproved(user.roles),
  });
  const [onBehalf, setOnBehalf] = useState(false);
  // Who the member last registered for someone else: the page names them afterwards.
  const [registeredOther, setRegisteredOther] = useState<RegisteredOther | null>(null);
  const backToSelf = useCallback(() => {
    setOnBehalf(false);
    window.scrollTo({ top: 0 });
  }, []);
  const registered = useCallback(
    (saved: Registration) => {
      setRegisteredOther(
        saved.registerDifferentPerson
          ? {
              name: `${saved.attendeeFirstName} ${saved.attendeeLastName}`,
              waitingPosition: saved.status === 'waiting' ? saved.waitingPosition : null,
            }
          : null,
      );
      backToSelf();
    },
    [backToSelf],
  );
  const submit = useSubmitRegistration(registered);

  // A refetch after registering shows the spinner, not the submitted form once more.
  const state = registrationPageState({
    sessionLoading,
    user,
    convention,
    status: { ...status, isLoading: status.isLoading || status.isFetching },
    onBehalf,
  });
  const registerSomeoneElse =
    user?.canRegisterMultiplePlayers === true ? () => setOnBehalf(true) : undefined;

  const content = (() => {
    switch (state.kind) {
      case 'loading':
        return <PageSpinner />;
      case 'load-error':
        return (
          <ErrorAlert message={getErrorMessage(state.error, t('registration.pageLoadError'))} />
        );
      case 'no-convention':
        return <NoConventionCard />;
      case 'closed':
        return <ClosedCard convention={state.convention} />;
      case 'signed-out':
        return <SignedOutCard convention={state.convention} />;
      case 'awaiting-approval':
        return <AwaitingApprovalCard />;
      case 'registered':
        return (
          <RegisteredCard
            convention={state.convention}
            registeredOther={registeredOther}
            onRegisterSomeoneElse={registerSomeoneElse}
            waitingPosition={status.data?.waitingPosition}
          />
        );
      case 'form':
        return (
          <Stack spacing={3}>
            {registeredOther && !state.onBehalf && (
              <Alert severity="success" role="status">
                {t(...otherRegisteredText(registeredOther, state.convention))}
              </Alert>
            )}
            <div>
              <Typography variant="h4" component="h1">
                {t('registration.heading', { convention: state.convention.name })}
              </Typography>
              <Typography color="text.secondary">
                {formatClubDayRange(state.convention.startDate, state.convention.endDate, language)}
              </Typography>
            </div>
            {state.onBehalf ? (
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography sx={{ fontWeight: 600 }}>
                  {t('registration.registeringOther')}
                </Typography>
                <Button onClick={backToSelf}>{t('registration.cancelOther')}</Button>
              </Stack>
            ) : (
              registerSomeoneElse && (
                <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography>{t('registration.anotherPlayer')}</Typography>
                  <Button onClick={registerSomeoneElse}>{t('registration.someoneElse')}</Button>
                </Stack>
              )
            )}
            <Suspense fallback={<PageSpinner />}>
              <RegistrationForm
                key={`${state.user.id}/${state.onBehalf ? 'other' : 'self'}`}
                convention={state.convention}
                user={state.user}
                onBehalf={state.onBehalf}
                onSubmit={submit}
              />
            </Suspense>
          </Stack>
        );
    }
  })();

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 4 }, px: { xs: 1.5, sm: 3 } }}>
      {content}
    </Container>
  );
};

import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { textToHtml, useSendContactMessageMutation } from 'shared-api';
import { useGetRegistrationsQuery } from 'shared-api/member';
import { useAction } from 'shared-ui/actions';
import {
  FormSelectField,
  FormSubmitButton,
  FormTextField,
  PageForm,
  useZodForm,
} from 'shared-ui/forms';
import {
  CONTACT_DEFAULTS,
  contactFormSchema,
  GENERAL_TOPIC,
  type ContactFormOutput,
  type ContactFormValues,
} from '../contact-form-schema';
import { useT } from '../../../i18n';

/** /contact-us: a message to every organiser, optionally about a registration. */
export const ContactPage = () => {
  const t = useT();
  const navigate = useNavigate();
  const registrations = useGetRegistrationsQuery();
  const [send] = useSendContactMessageMutation();
  const form = useZodForm<ContactFormValues, ContactFormOutput>(contactFormSchema, {
    defaultValues: CONTACT_DEFAULTS,
  });
  const { control } = form;
  const topics = [
    { value: GENERAL_TOPIC, label: t('contact.generalTopic') },
    // A cancelled registration is no longer a topic: a question about it is a general one.
    ...(registrations.data ?? [])
      .filter((registration) => registration.status !== 'cancelled')
      .map((registration) => ({
        value: registration.id,
        label: t('contact.registrationTopic', {
          name: `${registration.attendeeFirstName} ${registration.attendeeLastName}`,
        }),
      })),
  ];

  useEffect(() => {
    // The topics' load failure is only logged; 'General Question' still works.
    if (registrations.error)
      console.error('Could not load your registrations.', registrations.error);
  }, [registrations.error]);

  const { run: submit } = useAction(
    ({ topic, title, body }: ContactFormOutput) =>
      send({
        title: title.trim(),
        body: textToHtml(body),
        registrationId: topic === GENERAL_TOPIC ? null : topic,
      }),
    {
      success: t('contact.sent'),
      failure: t('contact.failed'),
      onSuccess: () => navigate('/inbox'),
    },
  );

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h3" component="h1" gutterBottom>
        {t('contact.heading')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('contact.intro')}
      </Typography>
      <Card>
        <CardContent>
          <PageForm form={form} onSubmit={submit} spacing={3}>
            <FormSelectField
              control={control}
              name="topic"
              label={t('contact.topic')}
              options={topics}
            />
            <FormTextField control={control} name="title" label={t('contact.subject')} required />
            <FormTextField
              control={control}
              name="body"
              label={t('contact.message')}
              required
              multiline
              minRows={6}
            />
            <FormSubmitButton
              form={form}
              label={t('contact.send')}
              sx={{ alignSelf: 'flex-start' }}
            />
          </PageForm>
        </CardContent>
      </Card>
    </Container>
  );
};

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

export const CONTACT_SENT = 'Your message has been sent successfully!';
export const CONTACT_FAILED = 'Failed to send message.';

/** /contact-us: a message to every organiser, optionally about a registration. */
export const ContactPage = () => {
  const navigate = useNavigate();
  const registrations = useGetRegistrationsQuery();
  const [send] = useSendContactMessageMutation();
  const form = useZodForm<ContactFormValues, ContactFormOutput>(contactFormSchema, {
    defaultValues: CONTACT_DEFAULTS,
  });
  const { control } = form;
  const topics = [
    { value: GENERAL_TOPIC, label: 'General Question' },
    // A cancelled registration is no longer a topic: a question about it is a general one.
    ...(registrations.data ?? [])
      .filter((registration) => registration.status !== 'cancelled')
      .map((registration) => ({
        value: registration.id,
        label: `Registration for ${registration.attendeeFirstName} ${registration.attendeeLastName}`,
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
    { success: CONTACT_SENT, failure: CONTACT_FAILED, onSuccess: () => navigate('/inbox') },
  );

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h3" component="h1" gutterBottom>
        Contact Us
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        A question for the organisers? Your message reaches them in their inbox, and their answer
        arrives in yours.
      </Typography>
      <Card>
        <CardContent>
          <PageForm form={form} onSubmit={submit} spacing={3}>
            <FormSelectField
              control={control}
              name="topic"
              label="Select Topic / Related Registration"
              options={topics}
            />
            <FormTextField control={control} name="title" label="Subject" required />
            <FormTextField
              control={control}
              name="body"
              label="Message"
              required
              multiline
              minRows={6}
            />
            <FormSubmitButton form={form} label="Send Message" sx={{ alignSelf: 'flex-start' }} />
          </PageForm>
        </CardContent>
      </Card>
    </Container>
  );
};

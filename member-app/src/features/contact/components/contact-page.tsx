import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import {
  getErrorMessage,
  textToHtml,
  useGetRegistrationsQuery,
  useSendContactMessageMutation,
} from 'shared-api';
import { useToast } from 'shared-ui';
import {
  CONTACT_DEFAULTS,
  contactFormSchema,
  GENERAL_TOPIC,
  type ContactFormValues,
} from '../contact-form-schema';

export const CONTACT_SENT = 'Your message has been sent successfully!';
export const CONTACT_FAILED = 'Failed to send message.';

/** /contact-us: a message to every organiser, optionally about a registration. */
export const ContactPage = () => {
  const navigate = useNavigate();
  const { showToast } = useToast();
  const registrations = useGetRegistrationsQuery();
  const [send, { isLoading }] = useSendContactMessageMutation();
  const { control, handleSubmit } = useForm<ContactFormValues>({
    resolver: zodResolver(contactFormSchema),
    defaultValues: CONTACT_DEFAULTS,
  });

  useEffect(() => {
    // The topics' load failure is only logged; 'General Question' still works.
    if (registrations.error)
      console.error('Could not load your registrations.', registrations.error);
  }, [registrations.error]);

  const submit = handleSubmit(async ({ topic, title, body }) => {
    try {
      await send({
        title: title.trim(),
        body: textToHtml(body),
        registrationId: topic === GENERAL_TOPIC ? null : topic,
      }).unwrap();
      showToast({ body: CONTACT_SENT, variant: 'success' });
      navigate('/inbox');
    } catch (error) {
      showToast({
        header: 'Error',
        body: getErrorMessage(error, CONTACT_FAILED),
        variant: 'danger',
      });
    }
  });

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
          <Stack component="form" spacing={3} onSubmit={submit} noValidate>
            <Controller
              name="topic"
              control={control}
              render={({ field }) => (
                <TextField {...field} select label="Select Topic / Related Registration" fullWidth>
                  <MenuItem value={GENERAL_TOPIC}>General Question</MenuItem>
                  {(registrations.data ?? []).map((registration) => (
                    <MenuItem key={registration.id} value={registration.id}>
                      Registration for {registration.attendeeFirstName}{' '}
                      {registration.attendeeLastName}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <Controller
              name="title"
              control={control}
              render={({ field, fieldState }) => (
                <TextField
                  {...field}
                  label="Subject"
                  required
                  fullWidth
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message}
                />
              )}
            />
            <Controller
              name="body"
              control={control}
              render={({ field, fieldState }) => (
                <TextField
                  {...field}
                  label="Message"
                  required
                  multiline
                  minRows={6}
                  fullWidth
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message}
                />
              )}
            />
            <Button
              type="submit"
              variant="contained"
              loading={isLoading}
              sx={{ alignSelf: 'flex-start' }}
            >
              Send Message
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </Container>
  );
};

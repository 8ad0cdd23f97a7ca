import Box from '@mui/material/Box';
import {
  getErrorMessage,
  PROFILE_UPDATED,
  useUpdateProfileMutation,
  type ProfileUpdate,
  type ProfileUpdateInput,
  type SessionUser,
} from 'shared-api';
import { ErrorAlert, useToast } from 'shared-ui';
import {
  BirthYearAndNationalityFields,
  FormSubmitButton,
  lazySchema,
  NameFields,
  PageForm,
  useZodForm,
} from 'shared-ui/forms';
import { ProfileSection } from './profile-section';

export const PROFILE_SAVE_FAILED = 'Failed to save your profile.';

const profileSchema = lazySchema(
  async () => (await import('shared-api/contract')).profileUpdateSchema,
);

/** Name, year of birth and nationality, to the rules of sign-up. */
export const ProfileDetailsForm = ({ user }: { user: SessionUser }) => {
  const { showToast } = useToast();
  const [update, { error }] = useUpdateProfileMutation();
  const form = useZodForm<ProfileUpdateInput, ProfileUpdate>(profileSchema, {
    defaultValues: {
      firstName: user.firstName,
      lastName: user.lastName,
      yearOfBirth: user.yearOfBirth,
      nationality: user.nationality ?? '',
    },
    reValidateMode: 'onSubmit',
  });
  const { control } = form;

  const onSubmit = async (profile: ProfileUpdate) => {
    try {
      await update(profile).unwrap();
    } catch {
      return; // Shown from the mutation's state.
    }
    showToast({ body: PROFILE_UPDATED, variant: 'success' });
  };

  return (
    <ProfileSection id="profile-details-heading" title="Personal Details">
      <PageForm
        form={form}
        onSubmit={onSubmit}
        onFocus={profileSchema.preload}
        aria-labelledby="profile-details-heading"
      >
        {error && <ErrorAlert message={getErrorMessage(error, PROFILE_SAVE_FAILED)} />}
        <NameFields control={control} />
        <BirthYearAndNationalityFields control={control} />
        <Box>
          <FormSubmitButton form={form} label="Save Profile" submittingLabel="Saving..." />
        </Box>
      </PageForm>
    </ProfileSection>
  );
};

import {
  PROFILE_UPDATED,
  type ProfileUpdate,
  type ProfileUpdateInput,
  type SessionUser,
} from 'shared-api';
import { useUpdateProfileMutation } from 'shared-api/member';
import { BirthYearAndNationalityFields, lazySchema, NameFields, useZodForm } from 'shared-ui/forms';
import { ProfileFormSection } from './profile-form-section';

export const PROFILE_SAVE_FAILED = 'Failed to save your profile.';

const profileSchema = lazySchema(
  async () => (await import('shared-api/contract')).profileUpdateSchema,
);

/** Name, year of birth and nationality, to the rules of sign-up. */
export const ProfileDetailsForm = ({ user }: { user: SessionUser }) => {
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
  return (
    <ProfileFormSection
      id="profile-details-heading"
      title="Personal Details"
      form={form}
      onFocus={profileSchema.preload}
      save={(profile) => update(profile).unwrap()}
      error={error}
      failureMessage={PROFILE_SAVE_FAILED}
      saved={PROFILE_UPDATED}
      submitLabel="Save Profile"
      submittingLabel="Saving..."
    >
      <NameFields control={form.control} />
      <BirthYearAndNationalityFields control={form.control} />
    </ProfileFormSection>
  );
};

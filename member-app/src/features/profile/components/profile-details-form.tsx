import { type ProfileUpdate, type ProfileUpdateInput, type SessionUser } from 'shared-api';
import { useUpdateProfileMutation } from 'shared-api/member';
import { BirthYearAndNationalityFields, lazySchema, NameFields, useZodForm } from 'shared-ui/forms';
import { useT } from '../../../i18n';
import { ProfileFormSection } from './profile-form-section';

const profileSchema = lazySchema(
  async () => (await import('shared-api/contract')).profileUpdateSchema,
);

/** Name, year of birth and nationality, to the rules of sign-up. */
export const ProfileDetailsForm = ({ user }: { user: SessionUser }) => {
  const t = useT();
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
      title={t('details.title')}
      form={form}
      onFocus={profileSchema.preload}
      save={(profile) => update(profile).unwrap()}
      error={error}
      failureMessage={t('details.failed')}
      saved={t('details.saved')}
      submitLabel={t('details.submit')}
      submittingLabel={t('profile.saving')}
    >
      <NameFields control={form.control} />
      <BirthYearAndNationalityFields control={form.control} />
    </ProfileFormSection>
  );
};

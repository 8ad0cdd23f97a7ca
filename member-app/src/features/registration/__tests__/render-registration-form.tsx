import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Convention, RegistrationInput, RegistrationRequest } from 'shared-api';
import { makeUser, renderWithProviders, stubApi, type StubAnswers } from 'test-support';
import { RegistrationForm } from '../components/registration-form';
import { convention as fixtureConvention } from './convention-fixture';
import { pickerAnswers } from './picker-fixtures';

export const formUser = makeUser(['USER'], { yearOfBirth: 1985, nationality: 'Belgian' });

let restore = () => undefined as void;
afterEach(() => restore());

export interface FormSetup {
  onBehalf?: boolean;
  onSubmit?: jest.Mock<Promise<string | null>, [RegistrationRequest]>;
  initialValues?: RegistrationInput;
  answers?: StubAnswers;
  convention?: Convention;
}

/** The registration form for the fixture convention, once its pickers have read their choices. */
export const renderRegistrationForm = async ({
  onBehalf = false,
  onSubmit = jest.fn(async (_values: RegistrationRequest) => null as string | null),
  initialValues,
  answers = pickerAnswers(),
  convention = fixtureConvention,
}: FormSetup = {}) => {
  const api = stubApi(answers);
  restore = api.restore;
  renderWithProviders(
    <RegistrationForm
      convention={convention}
      user={formUser}
      onBehalf={onBehalf}
      onSubmit={onSubmit}
      initialValues={initialValues}
    />,
    { user: formUser },
  );
  const partners = await screen.findByRole('combobox', { name: 'People I want to play with' });
  await waitFor(() => expect(partners).not.toHaveAttribute('readonly'));
  return { api, onSubmit, events: userEvent.setup({ delay: null }) };
};

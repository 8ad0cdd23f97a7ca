import {
  messageResponseSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  signUpSchema,
  validateEmailQuerySchema,
  yearOfBirthMessage,
} from '../contract';

const valid = {
  email: 'nora@example.be',
  firstName: 'Nora',
  lastName: 'Newcomer',
  password: 'Sign-Up-Pass-1!',
  confirmPassword: 'Sign-Up-Pass-1!',
  yearOfBirth: 1990,
  nationality: 'Belgian',
};

const messagesFor = (schema: { safeParse: (v: unknown) => unknown }, value: unknown) => {
  const result = schema.safeParse(value) as {
    success: boolean;
    error?: { issues: { path: PropertyKey[]; message: string }[] };
  };
  return result.success
    ? []
    : (result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);
};

describe('signUpSchema (the sign-up form)', () => {
  const year = new Date().getFullYear() - 10;

  it.each([
    [{ firstName: ' ' }, 'firstName', 'First Name is required.'],
    [{ lastName: '' }, 'lastName', 'Last Name is required.'],
    [{ email: '' }, 'email', 'Email is required.'],
    [{ email: 'nora' }, 'email', 'Email address is invalid.'],
    [{ password: '' }, 'password', 'Password is required.'],
    [{ password: 'Ab1!' }, 'password', 'Password must be at least 8 characters long.'],
    [{ password: 'abcdefg1!' }, 'password', 'Password needs an uppercase letter.'],
    [{ password: 'ABCDEFG1!' }, 'password', 'Password needs a lowercase letter.'],
    [{ password: 'Abcdefgh!' }, 'password', 'Password needs a digit.'],
    [{ password: 'Abcdefgh1' }, 'password', 'Password needs a special character.'],
    [{ confirmPassword: '' }, 'confirmPassword', 'Please confirm your password.'],
    [{ confirmPassword: 'Other-Pass-1!' }, 'confirmPassword', 'Passwords do not match.'],
    [{ yearOfBirth: 1899 }, 'yearOfBirth', `Year must be between 1900 and ${year}.`],
    [{ yearOfBirth: year + 1 }, 'yearOfBirth', `Year must be between 1900 and ${year}.`],
    [{ nationality: 'x'.repeat(101) }, 'nationality', 'Nationality cannot exceed 100 characters.'],
  ])('%j gives "%s: %s"', (change, path, message) => {
    expect(messagesFor(signUpSchema, { ...valid, ...change })).toContainEqual([path, message]);
  });

  it('an empty password only says it is required', () => {
    const messages = messagesFor(signUpSchema, { ...valid, password: '', confirmPassword: '' });
    expect(messages.filter(([path]) => path === 'password')).toEqual([
      ['password', 'Password is required.'],
    ]);
  });

  it('reports the mismatch together with the other errors', () => {
    const messages = messagesFor(signUpSchema, { ...valid, firstName: '', confirmPassword: 'x' });
    expect(messages).toEqual([
      ['firstName', 'First Name is required.'],
      ['confirmPassword', 'Passwords do not match.'],
    ]);
  });

  it('trims, turns a blank nationality into null and defaults the optional fields', () => {
    const { yearOfBirth: _y, nationality: _n, ...required } = valid;
    expect(signUpSchema.parse({ ...required, email: ' nora@example.be ' })).toEqual({
      ...required,
      yearOfBirth: null,
      nationality: null,
    });
    expect(signUpSchema.parse({ ...valid, nationality: '  ' }).nationality).toBeNull();
    expect(yearOfBirthMessage(new Date(2030, 0, 1))).toBe('Year must be between 1900 and 2020.');
  });

  it('rejects unknown fields, so nobody can send a role', () => {
    expect(signUpSchema.safeParse({ ...valid, role: 'ADMIN' }).success).toBe(false);
  });
});

describe('codes and password reset', () => {
  it('a blank code gives "Please enter a validation code." and a code is trimmed', () => {
    expect(messagesFor(validateEmailQuerySchema, { token: '  ' })).toEqual([
      ['token', 'Please enter a validation code.'],
    ]);
    expect(validateEmailQuerySchema.parse({ token: ' 123456 ' })).toEqual({ token: '123456' });
  });

  it('step 2 names its own code when it is blank', () => {
    expect(
      messagesFor(passwordResetSchema, {
        token: ' ',
        password: 'New-Pass-1!',
        confirmPassword: 'New-Pass-1!',
      }),
    ).toEqual([['token', 'Please enter the reset code from the email.']]);
  });

  it('step 2 checks the password rules and the match', () => {
    const base = {
      token: 'ABCD-EFGH-JKMN',
      password: 'New-Pass-1!',
      confirmPassword: 'New-Pass-1!',
    };
    expect(passwordResetSchema.safeParse(base).success).toBe(true);
    expect(messagesFor(passwordResetSchema, { ...base, confirmPassword: 'New-Pass-2!' })).toEqual([
      ['confirmPassword', 'Passwords do not match.'],
    ]);
    expect(
      messagesFor(passwordResetSchema, { ...base, password: 'short', confirmPassword: 'short' }),
    ).toContainEqual(['password', 'Password must be at least 8 characters long.']);
  });

  it('step 1 needs a valid email; answers carry a message', () => {
    expect(messagesFor(passwordResetRequestSchema, { email: '' })).toEqual([
      ['email', 'Email is required.'],
    ]);
    expect(messageResponseSchema.parse('User approved successfully.')).toBe(
      'User approved successfully.',
    );
  });
});

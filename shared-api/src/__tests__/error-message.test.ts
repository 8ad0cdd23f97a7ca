import { getErrorMessage } from '../error-message';

describe('getErrorMessage', () => {
  it('shows the message of an API or serialized error', () => {
    expect(getErrorMessage({ status: 400, message: 'Title is required.' }, 'Failed.')).toBe(
      'Title is required.',
    );
    expect(getErrorMessage(new Error('Boom'), 'Failed.')).toBe('Boom');
  });

  it.each([undefined, null, 'text', {}, { message: '' }, { message: 42 }])(
    'falls back for %p',
    (error) => {
      expect(getErrorMessage(error, 'Failed to load data.')).toBe('Failed to load data.');
    },
  );
});

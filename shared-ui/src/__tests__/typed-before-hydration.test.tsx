import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { z } from 'zod';
import { FormTextField, useZodForm } from '../forms';

const schema = z.object({ email: z.string() });
const submitted: string[] = [];

const LoginLike = () => {
  const form = useZodForm(schema, { defaultValues: { email: '' } });
  return (
    <form
      onSubmit={form.handleSubmit((values) => {
        submitted.push(values.email);
      })}
    >
      <FormTextField control={form.control} name="email" label="Email" />
      <button type="submit">Login</button>
    </form>
  );
};

it('keeps what was typed in a prerendered field before React took the form over', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<LoginLike />);
  document.body.append(container);
  const email = screen.getByRole('textbox', { name: 'Email' });
  (email as HTMLInputElement).value = 'ann@example.com';

  await act(async () => {
    hydrateRoot(container, <LoginLike />);
  });
  expect(email).toHaveValue('ann@example.com');

  await act(async () => {
    screen.getByRole('button', { name: 'Login' }).click();
  });
  expect(submitted).toEqual(['ann@example.com']);
});

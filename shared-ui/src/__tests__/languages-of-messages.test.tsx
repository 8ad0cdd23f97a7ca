import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { z } from 'zod';
import { useAction } from '../actions/use-action';
import { ConfirmDialog } from '../confirm-dialog';
import { ErrorAlert } from '../feedback/error-alert';
import { FormDialog, FormTextField, PageForm, useZodForm } from '../forms';
import { LanguageProvider, showLanguage, translateMessage } from '../i18n';
import { PagedSummary } from '../messages';
import { ToastContext } from '../toast/toast-context';

// The contract's and the server's English messages, and shared-ui's own words, in the language
// shown. The zod schemas here carry the contract's English texts as the real ones do.

afterEach(async () => {
  await act(() => showLanguage('en'));
});

describe('translateMessage', () => {
  it("gives a contract message in Dutch and in French, and English's own text in English", async () => {
    expect(translateMessage('Passwords do not match.')).toBe('Passwords do not match.');
    await act(() => showLanguage('nl'));
    expect(translateMessage('Passwords do not match.')).toBe('De wachtwoorden komen niet overeen.');
    expect(translateMessage('Invoice sent successfully.')).toBe('Factuur verstuurd.');
    await act(() => showLanguage('fr'));
    expect(translateMessage('Passwords do not match.')).toBe(
      'Les mots de passe ne correspondent pas.',
    );
    expect(translateMessage('Registration not found.')).toBe('Inscription introuvable.');
  });

  it("says shared-ui's own fallback in the language shown", async () => {
    await act(() => showLanguage('nl'));
    expect(translateMessage('An unexpected error occurred.')).toBe('Er ging onverwacht iets mis.');
  });

  it('accents them in the pseudo-language of the layout tests', async () => {
    await act(() => showLanguage('pseudo'));
    await waitFor(() => expect(translateMessage('Passwords do not match.')).toMatch(/^⟦Ƥàšš/));
  });

  it('leaves a text it does not know as it is', async () => {
    await act(() => showLanguage('fr'));
    expect(translateMessage('Message sent to 3 registrants.')).toBe(
      'Message sent to 3 registrants.',
    );
    expect(translateMessage('constructor')).toBe('constructor');
  });
});

const passwordSchema = z.object({ password: z.string().min(1, 'Password is required.') });

const PasswordForm = () => {
  const form = useZodForm(passwordSchema, { defaultValues: { password: '' } });
  return (
    <PageForm form={form} onSubmit={async () => undefined}>
      <FormTextField
        control={form.control}
        name="password"
        label="Wachtwoord"
        helperText="At least 8 characters, with an uppercase letter, a lowercase letter, a digit and a special character."
      />
      <button type="submit">Verder</button>
    </PageForm>
  );
};

describe('form messages', () => {
  it("shows a field's rules, then its validation message, in Dutch", async () => {
    render(
      <LanguageProvider>
        <PasswordForm />
      </LanguageProvider>,
    );
    await act(() => showLanguage('nl'));
    expect(
      screen.getByText(
        'Minstens 8 tekens, met een hoofdletter, een kleine letter, een cijfer en een speciaal teken.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Verder' }));
    expect(await screen.findByText('Wachtwoord is verplicht.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Wachtwoord' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it("shows a dialog's summarised message and its Cancel in French", async () => {
    const DialogForm = () => {
      const form = useZodForm(passwordSchema, { defaultValues: { password: '' } });
      return (
        <FormDialog
          form={form}
          title="Mot de passe"
          submitLabel="Enregistrer"
          onSubmit={async () => undefined}
          failureMessage={() => 'An unexpected error occurred.'}
          onClose={jest.fn()}
        >
          <FormTextField control={form.control} name="password" label="Mot de passe" />
        </FormDialog>
      );
    };
    render(
      <LanguageProvider>
        <DialogForm />
      </LanguageProvider>,
    );
    await act(() => showLanguage('fr'));
    expect(screen.getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Le mot de passe est obligatoire.');
  });
});

describe('toasts', () => {
  const showToast = jest.fn();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ToastContext.Provider value={{ showToast }}>{children}</ToastContext.Provider>
  );

  beforeEach(() => showToast.mockClear());

  it("shows a failure's toast in French: its title and the server's message", async () => {
    await act(() => showLanguage('fr'));
    const { result } = renderHook(
      () =>
        useAction(() => ({
          unwrap: () => Promise.reject({ status: 404, message: 'Registration not found.' }),
        })),
      { wrapper },
    );
    await act(async () => {
      await result.current.run();
    });
    expect(showToast).toHaveBeenCalledWith({
      header: 'Échec de l’opération',
      body: 'Inscription introuvable.',
      variant: 'danger',
    });
  });

  it("shows a success's toast in Dutch", async () => {
    await act(() => showLanguage('nl'));
    const { result } = renderHook(
      () =>
        useAction(() => ({ unwrap: () => Promise.resolve(null) }), {
          success: 'Your profile has been updated.',
        }),
      { wrapper },
    );
    await act(async () => {
      await result.current.run();
    });
    expect(showToast).toHaveBeenCalledWith({
      body: 'Je profiel is bijgewerkt.',
      variant: 'success',
    });
  });
});

describe("shared-ui's own words", () => {
  it('draws the alert, the dialog and the paging in the language shown', async () => {
    render(
      <LanguageProvider>
        <ErrorAlert message="Conversation not found." />
        <ConfirmDialog open title="?" message="!" onConfirm={jest.fn()} onCancel={jest.fn()} />
        <PagedSummary
          pageNumber={2}
          pageSize={20}
          totalCount={45}
          totalPages={3}
          onPageChange={jest.fn()}
        />
      </LanguageProvider>,
    );
    expect(screen.getByText('Conversation not found.')).toBeInTheDocument();
    expect(screen.getByText('Showing 21-40 of 45 messages')).toBeInTheDocument();
    await act(() => showLanguage('nl'));
    expect(screen.getByText('Gesprek niet gevonden.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bevestigen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Annuleren' })).toBeInTheDocument();
    expect(screen.getByText('Berichten 21-40 van 45')).toBeInTheDocument();
    // Behind the open dialog, hidden from assistive technology meanwhile.
    expect(
      screen.getByRole('button', { name: 'Naar de volgende pagina', hidden: true }),
    ).toBeInTheDocument();
    await act(() => showLanguage('fr'));
    expect(screen.getByText('Conversation introuvable.')).toBeInTheDocument();
    expect(screen.getByText('Messages 21 à 40 sur 45')).toBeInTheDocument();
  });
});

import { act } from '@testing-library/react';
import { i18n, showLanguage, translateMessage } from '..';

afterEach(async () => {
  await act(() => showLanguage('en'));
});

// Sentences as the contract fills its templates (shared-api's fillMessage).
const TOO_MANY_GAMES = 'Pick at most 30 games.';
const NAME_TOO_LONG = 'First Name cannot exceed 100 characters.';
const GAMES_TOO_LONG = 'Games to bring cannot exceed 2000 characters.';

describe('messages of the contract in the language shown', () => {
  it('leaves English as the contract writes it', () => {
    expect(translateMessage(TOO_MANY_GAMES)).toBe(TOO_MANY_GAMES);
  });

  it("translates a message with parts from its template, the field's name too", async () => {
    await act(() => showLanguage('nl'));
    expect(translateMessage(TOO_MANY_GAMES)).toBe('Kies hoogstens 30 spellen.');
    expect(translateMessage(NAME_TOO_LONG)).toBe('Voornaam mag niet langer zijn dan 100 tekens.');
    await act(() => showLanguage('fr'));
    expect(translateMessage(GAMES_TOO_LONG)).toBe(
      'Jeux à apporter ne peut pas dépasser 2000 caractères.',
    );
  });

  it('reads the templates of a catalogue loaded after the first translation', async () => {
    await act(() => showLanguage('nl'));
    expect(translateMessage(TOO_MANY_GAMES)).toBe('Kies hoogstens 30 spellen.');
    await act(() => i18n.load('nl', { 'Bring {count} tables.': 'Breng {count} tafels mee.' }));
    expect(translateMessage('Bring 3 tables.')).toBe('Breng 3 tafels mee.');
  });

  it('leaves a sentence that no template writes as it is', async () => {
    await act(() => showLanguage('nl'));
    expect(translateMessage('Pick at least 30 games.')).toBe('Pick at least 30 games.');
    expect(translateMessage('Anna Peeters')).toBe('Anna Peeters');
  });
});

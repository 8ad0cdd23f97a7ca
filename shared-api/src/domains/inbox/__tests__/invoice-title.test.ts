import { INVOICE_TITLE_PREFIXES, isInvoiceTitle } from '../plain';

describe("an invoice's title", () => {
  it.each([
    'Registration Invoice — Spring Convention 2027',
    'Factuur inschrijving — Voorjaarsconventie 2027',
    'Facture d’inscription — Convention de printemps 2027',
    // Typed by an organiser with a straight apostrophe.
    "Facture d'inscription — Convention de printemps 2027",
  ])('is known in every language: %s', (title) => {
    expect(isInvoiceTitle(title)).toBe(true);
  });

  it.each(['Welcome to the convention', 'Invoice — Spring', 'Factuur — Voorjaar', 'Facture'])(
    'is not any other message: %s',
    (title) => {
      expect(isInvoiceTitle(title)).toBe(false);
    },
  );

  it('starts the same as shared-api says it in each language', () => {
    expect(INVOICE_TITLE_PREFIXES).toEqual({
      en: 'Registration Invoice',
      nl: 'Factuur inschrijving',
      fr: 'Facture d’inscription',
    });
  });
});

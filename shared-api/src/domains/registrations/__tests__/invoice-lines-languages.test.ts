import { invoiceLines } from '../registration-price';

const FEES = {
  springConventionFee: 15,
  winterConventionFee: 12,
  springParkingFee: 5,
  winterParkingFee: 4,
};
const EXTRAS = {
  meals: [{ id: 'bbq', name: 'Barbecue', priceCents: 1850 }],
  companionFeeCents: 500,
};
const ANNA = {
  firstName: 'Anna',
  lastName: 'Peeters',
  parking: true,
  licensePlate: '1-ABC-123',
  mealIds: ['bbq'],
  companions: [{ firstName: 'Tom', lastName: 'Peeters', mealIds: ['bbq'] }],
};

const descriptions = (language?: 'en' | 'nl' | 'fr', season: 'SPRING' | 'WINTER' = 'SPRING') =>
  invoiceLines(season, FEES, [ANNA], EXTRAS, language).lines.map((line) => line.description);

describe("an invoice's lines in the reader's language", () => {
  it('are English by default, as the invoices have always written them', () => {
    expect(descriptions()).toEqual([
      'Spring convention fee: Anna Peeters',
      'Parking: Anna Peeters (1-ABC-123)',
      'Meal, Barbecue: Anna Peeters',
      'Accompanying person: Tom Peeters (with Anna Peeters)',
      'Meal, Barbecue: Tom Peeters',
    ]);
    expect(descriptions('en', 'WINTER')[0]).toBe('Winter convention fee: Anna Peeters');
  });

  it('are Dutch', () => {
    expect(descriptions('nl')).toEqual([
      'Inschrijvingsgeld voorjaarsconventie: Anna Peeters',
      'Parking: Anna Peeters (1-ABC-123)',
      'Maaltijd, Barbecue: Anna Peeters',
      'Begeleider: Tom Peeters (met Anna Peeters)',
      'Maaltijd, Barbecue: Tom Peeters',
    ]);
    expect(descriptions('nl', 'WINTER')[0]).toBe('Inschrijvingsgeld winterconventie: Anna Peeters');
  });

  it('are French', () => {
    expect(descriptions('fr')).toEqual([
      'Frais d’inscription à la convention de printemps : Anna Peeters',
      'Parking : Anna Peeters (1-ABC-123)',
      'Repas, Barbecue : Anna Peeters',
      'Personne accompagnante : Tom Peeters (avec Anna Peeters)',
      'Repas, Barbecue : Tom Peeters',
    ]);
    expect(descriptions('fr', 'WINTER')[0]).toBe(
      'Frais d’inscription à la convention d’hiver : Anna Peeters',
    );
  });

  it('cost the same in every language', () => {
    const totals = (['en', 'nl', 'fr'] as const).map(
      (language) => invoiceLines('SPRING', FEES, [ANNA], EXTRAS, language).total,
    );
    expect(totals).toEqual([62, 62, 62]);
  });
});

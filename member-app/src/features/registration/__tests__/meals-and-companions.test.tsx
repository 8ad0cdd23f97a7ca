import { act, screen, within } from '@testing-library/react';
import type { RegistrationRequest } from 'shared-api';
import { invoiceLines, MEAL_MESSAGES } from 'shared-api/member';
import { showLanguage } from 'shared-ui';
import { convention } from './convention-fixture';
import { listedPartners, openOffer, pickerAnswers } from './picker-fixtures';
import { renderRegistrationForm } from './render-registration-form';

// The whole registration form, typed into field by field: slow in jsdom.
jest.setTimeout(120_000);

const BARBECUE = { id: 'bbbbbbbb-0000-4000-8000-00000000bbbb', name: 'Barbecue', priceCents: 1800 };
const LUNCH = { id: 'cccccccc-0000-4000-8000-00000000cccc', name: 'Lunch', priceCents: 1250 };
const withMeals = { ...convention, meals: [BARBECUE, LUNCH], companionFeeCents: 500 };
const answers = pickerAnswers(listedPartners, {
  ...openOffer,
  meals: [BARBECUE, LUNCH],
  companionFeeCents: 500,
});

const priceSection = () => within(screen.getByRole('region', { name: 'Price' }));

describe('meals, diets and accompanying persons on the registration form', () => {
  it('prices each meal and accompanying person with the invoice function, and sends them', async () => {
    const onSubmit = jest.fn(async (_values: RegistrationRequest) => null as string | null);
    const { events } = await renderRegistrationForm({ convention: withMeals, answers, onSubmit });
    const meals = screen.getByRole('group', { name: 'Meals' });
    await events.click(within(meals).getByRole('checkbox', { name: 'Barbecue (€18.00)' }));
    await events.click(screen.getByRole('button', { name: 'Add an accompanying person' }));
    const person = within(screen.getByRole('group', { name: 'Accompanying person 1' }));
    await events.type(person.getByRole('textbox', { name: /^First Name/ }), 'Tom');
    await events.type(person.getByRole('textbox', { name: /^Last Name/ }), 'Peeters');
    await events.click(person.getByRole('checkbox', { name: 'Lunch (€12.50)' }));

    const priced = invoiceLines(
      'SPRING',
      openOffer.fees!,
      [
        {
          firstName: 'Ann',
          lastName: 'Peeters',
          parking: false,
          licensePlate: null,
          mealIds: [BARBECUE.id],
          companions: [{ firstName: 'Tom', lastName: 'Peeters', mealIds: [LUNCH.id] }],
        },
      ],
      withMeals,
    );
    expect(priced.total).toBe(75 + 18 + 5 + 12.5);
    for (const line of priced.lines) {
      expect(priceSection().getByText(line.description)).toBeInTheDocument();
    }
    expect(priceSection().getByText('€110.50')).toBeInTheDocument();

    await events.click(screen.getByRole('checkbox', { name: /^Saturday Day/ }));
    await events.click(screen.getByRole('radio', { name: /^Intermediate/ }));
    await events.click(
      screen.getByRole('checkbox', { name: 'Show me on the list of who is coming' }),
    );
    await events.click(screen.getByRole('checkbox', { name: /I accept the/ }));
    await events.click(screen.getByRole('button', { name: 'Register' }));
    await screen.findByRole('button', { name: 'Register' });
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]![0]).toEqual(
      expect.objectContaining({
        dietary: 'none',
        mealIds: [BARBECUE.id],
        companions: [{ firstName: 'Tom', lastName: 'Peeters', mealIds: [LUNCH.id] }],
        listed: true,
      }),
    );
  });

  it('asks for the allergies when the diet is "other", and removes an accompanying person', async () => {
    const onSubmit = jest.fn(async (_values: RegistrationRequest) => null as string | null);
    const { events } = await renderRegistrationForm({ convention: withMeals, answers, onSubmit });
    await events.click(screen.getByRole('combobox', { name: 'Dietary needs' }));
    await events.click(screen.getByRole('option', { name: 'Allergies or other needs' }));
    await events.click(screen.getByRole('button', { name: 'Add an accompanying person' }));
    await events.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(MEAL_MESSAGES.dietaryNotesRequired)).toBeInTheDocument();
    expect(screen.getByText(MEAL_MESSAGES.companionFirstNameRequired)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await events.click(screen.getByRole('button', { name: 'Remove accompanying person 1' }));
    expect(screen.queryByRole('group', { name: 'Accompanying person 1' })).not.toBeInTheDocument();
    expect(screen.queryByText(MEAL_MESSAGES.companionFirstNameRequired)).not.toBeInTheDocument();
  });

  it.each([
    ['nl' as const, /^Barbecue \(€\s18,00\)$/],
    ['fr' as const, /^Barbecue \(18,00\s€\)$/],
  ])("writes the meals' prices as a reader in %s reads amounts", async (language, barbecue) => {
    await renderRegistrationForm({ convention: withMeals, answers });
    await act(() => showLanguage(language));
    try {
      expect(await screen.findByRole('checkbox', { name: barbecue })).toBeInTheDocument();
    } finally {
      await act(() => showLanguage('en'));
    }
  });

  it('offers no meal ticks when the convention has none', async () => {
    await renderRegistrationForm();
    expect(screen.queryByRole('group', { name: 'Meals' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add an accompanying person' })).toBeEnabled();
  });
});

import { screen, within } from '@testing-library/react';
import type { RegistrationInput } from 'shared-api';
import { invoiceLines } from 'shared-api/member';
import { listedPartners, openOffer, pickerAnswers } from './picker-fixtures';
import { registrationDefaults } from '../registration-defaults';
import { convention } from './convention-fixture';
import { formUser, renderRegistrationForm } from './render-registration-form';

jest.setTimeout(30_000);

const priceSection = () => within(screen.getByRole('region', { name: 'Price' }));
const total = async () =>
  within((await screen.findByText('Total')).parentElement as HTMLElement).getByRole('definition');

describe('the price and the waiting position, before Register', () => {
  it('prices the chosen options with the fee settings, as the invoice does', async () => {
    const { events } = await renderRegistrationForm();
    expect(await total()).toHaveTextContent('€75.00');
    expect(priceSection().getByText('Spring convention fee: Ann Peeters')).toBeInTheDocument();
    await events.click(screen.getByRole('checkbox', { name: /parking spot/ }));
    await events.type(screen.getByRole('textbox', { name: /License Plate/ }), '1-ABC-123');
    expect(await total()).toHaveTextContent('€90.00');
    const invoice = invoiceLines('SPRING', openOffer.fees!, [
      { firstName: 'Ann', lastName: 'Peeters', parking: true, licensePlate: '1-ABC-123' },
    ]);
    for (const line of invoice.lines) {
      expect(priceSection().getByText(line.description)).toBeInTheDocument();
    }
    expect(await total()).toHaveTextContent(`€${invoice.total.toFixed(2)}`);
    expect(screen.queryByText(/waiting list/)).not.toBeInTheDocument();
  });

  it('says where a new registration will wait when the convention is full', async () => {
    await renderRegistrationForm({
      answers: pickerAnswers(listedPartners, {
        ...openOffer,
        capacity: 40,
        placesTaken: 40,
        waitingCount: 2,
      }),
    });
    expect(
      await screen.findByText(/You will join the waiting list at position 3/),
    ).toBeInTheDocument();
    // Above the Register button: said before it is pressed.
    const status = screen.getByRole('status');
    const register = screen.getByRole('button', { name: 'Register' });
    expect(
      status.compareDocumentPosition(register) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('says nothing of waiting while places are free', async () => {
    await renderRegistrationForm({
      answers: pickerAnswers(listedPartners, { ...openOffer, capacity: 40, placesTaken: 39 }),
    });
    expect(await total()).toHaveTextContent('€75.00');
    expect(screen.queryByText(/waiting list/)).not.toBeInTheDocument();
  });

  it('says nothing of waiting when a saved registration is edited: it keeps its place', async () => {
    await renderRegistrationForm({
      initialValues: {
        ...(registrationDefaults(convention.id, formUser, false) as RegistrationInput),
        sessions: [{ id: 1 }],
        experienceLevel: 1,
        termsAccepted: true,
      },
      answers: pickerAnswers(listedPartners, { ...openOffer, capacity: 40, placesTaken: 40 }),
    });
    expect(await total()).toHaveTextContent('€75.00');
    expect(screen.queryByText(/waiting list/)).not.toBeInTheDocument();
  });

  it('shows no price until the fee settings exist', async () => {
    await renderRegistrationForm({
      answers: pickerAnswers(listedPartners, { ...openOffer, fees: null }),
    });
    expect(screen.queryByRole('region', { name: 'Price' })).not.toBeInTheDocument();
  });
});

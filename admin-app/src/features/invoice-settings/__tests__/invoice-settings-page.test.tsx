import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  makeUser,
  renderWithProviders,
  envelope,
  stubApi,
  type StubAnswers,
  type StubbedApi,
} from 'test-support';
import { IBAN_INVALID } from 'shared-api/member';
import { InvoiceSettingsPage } from '../components/invoice-settings-page';

jest.setTimeout(30_000);

const meta = {
  invoiceMetaId: 1,
  springConventionFee: 75,
  winterConventionFee: 30,
  springParkingFee: 15,
  winterParkingFee: 15,
  beneficiaryName: '18xx Belgium',
  iban: 'BE68539007547034',
  bic: null,
  paymentDueDays: 14,
  clubAddress: null,
  enterpriseNumber: null,
};

const open = (handlers: StubAnswers) => {
  const fetchMock = stubApi(handlers);
  renderWithProviders(<InvoiceSettingsPage />, { user: makeUser(['ADMIN']) });
  return fetchMock;
};

const field = (name: string) => screen.getByRole('spinbutton', { name });
const sent = (fetchMock: StubbedApi, method: string) =>
  fetchMock.calls.find((call) => call.method === method)?.body;

describe('InvoiceSettingsPage', () => {
  it('shows the IBAN by groups of four and refuses one whose check digits are wrong', async () => {
    const fetchMock = open({
      'GET /api/InvoiceMeta/exists': () => envelope(200, true),
      'GET /api/InvoiceMeta': () => envelope(200, meta),
      'PUT /api/InvoiceMeta': () => envelope(200, meta),
    });
    const iban = await screen.findByRole('textbox', { name: 'IBAN' });
    expect(iban).toHaveValue('BE68 5390 0754 7034');
    await userEvent.clear(iban);
    await userEvent.type(iban, 'BE68 5390 0754 7035');
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText(IBAN_INVALID)).toBeInTheDocument();
    expect(fetchMock.calls.some((call) => call.method === 'PUT')).toBe(false);

    await userEvent.clear(iban);
    await userEvent.type(iban, 'be68539007547034');
    await userEvent.type(screen.getByRole('textbox', { name: 'BIC (optional)' }), 'gkccbebb');
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Settings updated successfully.')).toBeInTheDocument();
    expect(sent(fetchMock, 'PUT')).toEqual({ ...meta, bic: 'GKCCBEBB' });
  });

  it('updates the existing fees with their invoiceMetaId', async () => {
    const fetchMock = open({
      'GET /api/InvoiceMeta/exists': () => envelope(200, true),
      'GET /api/InvoiceMeta': () => envelope(200, meta),
      'PUT /api/InvoiceMeta': () => envelope(200, { ...meta, winterParkingFee: 12.5 }),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Invoice Settings' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Create or Update Convention & Parking Fees' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('spinbutton', { name: 'Spring Convention Fee' })).toHaveValue(
      75,
    );
    expect(field('Winter Convention Fee')).toHaveValue(30);
    await userEvent.clear(field('Winter Parking Fee'));
    await userEvent.type(field('Winter Parking Fee'), '12.5');
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Settings updated successfully.')).toBeInTheDocument();
    expect(sent(fetchMock, 'PUT')).toEqual({ ...meta, winterParkingFee: 12.5 });
  });

  it('creates the fees when none exist', async () => {
    const fetchMock = open({
      'GET /api/InvoiceMeta/exists': () => envelope(200, false),
      'POST /api/InvoiceMeta': () => envelope(200, meta),
    });
    expect(
      await screen.findByText('No fees have been set yet: saving creates them.'),
    ).toBeInTheDocument();
    for (const [name, value] of [
      ['Spring Convention Fee', '75'],
      ['Winter Convention Fee', '30'],
      ['Spring Parking Fee', '15'],
      ['Winter Parking Fee', '15'],
    ] as const) {
      await userEvent.type(field(name), value);
    }
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Settings created successfully.')).toBeInTheDocument();
    expect(sent(fetchMock, 'POST')).toEqual({
      ...meta,
      beneficiaryName: '',
      iban: null,
      invoiceMetaId: null,
    });
  });

  it('checks each fee: required and 0 or more', async () => {
    const fetchMock = open({
      'GET /api/InvoiceMeta/exists': () => envelope(200, true),
      'GET /api/InvoiceMeta': () => envelope(200, meta),
    });
    await screen.findByRole('spinbutton', { name: 'Spring Convention Fee' });
    await waitFor(() => expect(field('Spring Convention Fee')).toHaveValue(75));
    await userEvent.clear(field('Spring Convention Fee'));
    await userEvent.clear(field('Spring Parking Fee'));
    await userEvent.type(field('Spring Parking Fee'), '-1');
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Field is required.')).toBeInTheDocument();
    expect(screen.getByText('Fee must be 0 or greater')).toBeInTheDocument();
    expect(fetchMock.calls.some(({ method }) => method === 'PUT')).toBe(false);
  });

  it('shows a load failure', async () => {
    open({
      'GET /api/InvoiceMeta/exists': () => envelope(500, null, 'Database down.'),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Database down.');
  });
});

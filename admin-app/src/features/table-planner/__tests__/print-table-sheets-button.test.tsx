import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser, renderWithProviders, stubApi } from 'test-support';
import { PrintTableSheetsButton } from '../components/print-table-sheets-button';

const { createObjectURL, revokeObjectURL } = URL;
afterEach(() => {
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
  jest.restoreAllMocks();
});

const clickedLinks = () => {
  const clicked: HTMLAnchorElement[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicked.push(this);
  });
  return clicked;
};

describe('PrintTableSheetsButton', () => {
  it("downloads the published tables' sheets of the convention as a PDF", async () => {
    const api = stubApi({
      'GET /api/Planner/7/sheets.pdf': () =>
        new Response(new Blob(['%PDF-1.7']), {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition':
              'attachment; filename="table-sheets-winter-convention-2031-2031-11-28.pdf"',
          },
        }),
    });
    URL.createObjectURL = jest.fn(() => 'blob:sheets');
    URL.revokeObjectURL = jest.fn();
    const clicked = clickedLinks();
    renderWithProviders(<PrintTableSheetsButton conventionId={7} published />, {
      user: makeUser(['ADMIN']),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Print Table Sheets' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]!.download).toBe('table-sheets-winter-convention-2031-2031-11-28.pdf');
    expect(clicked[0]!.href).toBe('blob:sheets');
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /api/Planner/7/sheets.pdf',
    ]);
  });

  it('says so when the sheets cannot be downloaded', async () => {
    stubApi({ 'GET /api/Planner/7/sheets.pdf': { error: 'Not published.', status: 409 } });
    const clicked = clickedLinks();
    renderWithProviders(<PrintTableSheetsButton conventionId={7} published />, {
      user: makeUser(['ADMIN']),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Print Table Sheets' }));
    expect(
      await screen.findByText(
        'Could not download the table sheets. Publish the tables first, then try again.',
      ),
    ).toBeInTheDocument();
    expect(clicked).toHaveLength(0);
  });

  it('waits for the tables to be published', () => {
    stubApi({});
    renderWithProviders(<PrintTableSheetsButton conventionId={7} published={false} />, {
      user: makeUser(['ADMIN']),
    });
    expect(screen.getByRole('button', { name: 'Print Table Sheets' })).toBeDisabled();
  });
});

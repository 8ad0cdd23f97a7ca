import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CALENDAR_DOWNLOAD_FAILED } from 'shared-api/member';
import { makeUser, renderWithProviders, stubApi, type StubbedApi } from 'test-support';
import { AddToCalendar } from '../components/add-to-calendar';

const ADD_TO_CALENDAR = 'Add to calendar';

jest.setTimeout(30_000);

let api: StubbedApi | undefined;
afterEach(() => {
  api?.restore();
  jest.restoreAllMocks();
});

const ICS = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';

describe('AddToCalendar', () => {
  it("saves the member's calendar as 18xx-belgium.ics, fetched with the session", async () => {
    api = stubApi({
      'GET /api/User/me/calendar.ics': new Response(ICS, {
        status: 200,
        headers: { 'Content-Type': 'text/calendar' },
      }),
    });
    const blobs: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:ics';
    });
    URL.revokeObjectURL = jest.fn();
    const clicked: HTMLAnchorElement[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    const fetchSpy = globalThis.fetch as jest.Mock;
    renderWithProviders(<AddToCalendar />, { user: makeUser(['USER']) });
    await userEvent.setup().click(screen.getByRole('button', { name: ADD_TO_CALENDAR }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]!.download).toBe('18xx-belgium.ics');
    expect(clicked[0]!.href).toBe('blob:ics');
    expect(await blobs[0]!.text()).toBe(ICS);
    const init = fetchSpy.mock.calls[0]?.[1] as RequestInit;
    expect(String((init.headers as Record<string, string>).Authorization)).toMatch(/^Bearer /);
  });

  it('says so when the calendar cannot be fetched', async () => {
    api = stubApi({ 'GET /api/User/me/calendar.ics': new Response('', { status: 500 }) });
    renderWithProviders(<AddToCalendar />, { user: makeUser(['USER']) });
    await userEvent.setup().click(screen.getByRole('button', { name: ADD_TO_CALENDAR }));
    expect(await screen.findByText(CALENDAR_DOWNLOAD_FAILED)).toBeInTheDocument();
  });
});

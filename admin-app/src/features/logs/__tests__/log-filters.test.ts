import dayjs from 'dayjs';
import { initialLogsView, logsViewReducer, toLogQuery, type LogsViewState } from '../log-filters';
import { levelColor } from '../log-level';

const march = (day: number) => dayjs(new Date(2026, 2, day));

const opened: LogsViewState = {
  draft: { from: march(1), to: march(5) },
  applied: { from: null, to: null },
  pageNumber: 3,
  openTraceId: 7,
};

it('Filter applies the chosen dates, goes back to page 1 and closes the stack trace', () => {
  const state = logsViewReducer(opened, { type: 'filtered' });
  expect(state.applied).toBe(opened.draft);
  expect(state).toMatchObject({ pageNumber: 1, openTraceId: null });
  expect(toLogQuery(state)).toEqual({
    fromDate: '2026-03-01',
    toDate: '2026-03-05',
    pageNumber: 1,
    pageSize: 20,
  });
});

it('picking dates alone asks for nothing new', () => {
  const state = logsViewReducer(initialLogsView, { type: 'draftChanged', range: { to: march(9) } });
  expect(toLogQuery(state)).toEqual(toLogQuery(initialLogsView));
});

it('Reset clears the dates and the page', () => {
  expect(logsViewReducer(opened, { type: 'reset' })).toEqual(initialLogsView);
});

it('a page change closes the open stack trace; a toggle opens one and closes the other', () => {
  expect(logsViewReducer(opened, { type: 'pageChanged', pageNumber: 2 })).toMatchObject({
    pageNumber: 2,
    openTraceId: null,
  });
  expect(logsViewReducer(opened, { type: 'traceToggled', id: 8 }).openTraceId).toBe(8);
  expect(logsViewReducer(opened, { type: 'traceToggled', id: 7 }).openTraceId).toBeNull();
});

it('an unreadable picker value is sent as no bound', () => {
  const state = { ...initialLogsView, applied: { from: dayjs('not a date'), to: null } };
  expect(toLogQuery(state).fromDate).toBeNull();
});

it('Error and Critical are danger', () => {
  expect(levelColor('Critical')).toBe('error');
  expect(levelColor('Error')).toBe('error');
  expect(levelColor('Warning')).toBe('warning');
  expect(levelColor('Info')).toBe('info');
});

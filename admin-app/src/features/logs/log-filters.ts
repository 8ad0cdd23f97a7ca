import type { Dayjs } from 'dayjs';
import { type LogQuery } from 'shared-api';
import { LOGS_PAGE_SIZE } from 'shared-api/member';

export interface DateRange {
  from: Dayjs | null;
  to: Dayjs | null;
}

/** The System Logs page's state: applied filter, page, the one open stack trace. */
export interface LogsViewState {
  /** What the pickers show; applied only by Filter. */
  draft: DateRange;
  applied: DateRange;
  pageNumber: number;
  openTraceId: number | null;
}

export type LogsViewAction =
  | { type: 'draftChanged'; range: Partial<DateRange> }
  | { type: 'filtered' }
  | { type: 'reset' }
  | { type: 'pageChanged'; pageNumber: number }
  | { type: 'traceToggled'; id: number };

const NO_DATES: DateRange = { from: null, to: null };

export const initialLogsView: LogsViewState = {
  draft: NO_DATES,
  applied: NO_DATES,
  pageNumber: 1,
  openTraceId: null,
};

export const logsViewReducer = (state: LogsViewState, action: LogsViewAction): LogsViewState => {
  switch (action.type) {
    case 'draftChanged':
      return { ...state, draft: { ...state.draft, ...action.range } };
    case 'filtered':
      return { ...state, applied: state.draft, pageNumber: 1, openTraceId: null };
    case 'reset':
      return initialLogsView;
    case 'pageChanged':
      return { ...state, pageNumber: action.pageNumber, openTraceId: null };
    case 'traceToggled':
      return { ...state, openTraceId: state.openTraceId === action.id ? null : action.id };
  }
};

/**
 * The body of POST /api/Logs. The pickers give calendar days, sent as such: the server reads them
 * as whole UTC days, the time zone the log dates are shown in.
 */
export const toLogQuery = ({ applied, pageNumber }: LogsViewState): LogQuery => ({
  fromDate: applied.from?.isValid() ? applied.from.format('YYYY-MM-DD') : null,
  toDate: applied.to?.isValid() ? applied.to.format('YYYY-MM-DD') : null,
  pageNumber,
  pageSize: LOGS_PAGE_SIZE,
});

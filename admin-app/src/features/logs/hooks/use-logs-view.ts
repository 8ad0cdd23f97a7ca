import { useReducer } from 'react';
import { getErrorMessage } from 'shared-api';
import {
  initialLogsView,
  logsViewReducer,
  toLogQuery,
  type DateRange,
  type LogsViewAction,
} from '../log-filters';
import { useGetLogsQuery } from 'shared-api/admin';

export const LOAD_FAILED_MESSAGE = 'Failed to load logs.';

const sameQuery = (a: object, b: object): boolean => JSON.stringify(a) === JSON.stringify(b);

/** The System Logs page's state and the page of logs it shows; logs grow, so reads are fresh. */
export const useLogsView = () => {
  const [view, dispatch] = useReducer(logsViewReducer, initialLogsView);
  const args = toLogQuery(view);
  const query = useGetLogsQuery(args, { refetchOnMountOrArgChange: true });

  /** Filter and Reset always read again, even when they ask for what is on screen. */
  const apply = (action: LogsViewAction) => {
    dispatch(action);
    if (sameQuery(toLogQuery(logsViewReducer(view, action)), args)) void query.refetch();
  };

  return {
    view,
    page: query.data,
    isLoading: query.isLoading,
    isFetching: query.isFetching,
    errorMessage: query.isError ? getErrorMessage(query.error, LOAD_FAILED_MESSAGE) : null,
    changeDates: (range: Partial<DateRange>) => dispatch({ type: 'draftChanged', range }),
    filter: () => apply({ type: 'filtered' }),
    reset: () => apply({ type: 'reset' }),
    changePage: (pageNumber: number) => dispatch({ type: 'pageChanged', pageNumber }),
    toggleTrace: (id: number) => dispatch({ type: 'traceToggled', id }),
  };
};

import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ACTION_FAILED, LOAD_FAILED, UNEXPECTED_ERROR } from '../actions/action-failure';
import { useAction } from '../actions/use-action';
import { useConfirmedAction } from '../actions/use-confirmed-action';
import { saveFileToDisk, useDownload } from '../actions/use-download';
import { useFailureToast } from '../actions/use-failure-toast';
import { ToastContext } from '../toast/toast-context';

const showToast = jest.fn();
const wrapper = ({ children }: { children: ReactNode }) => (
  <ToastContext.Provider value={{ showToast }}>{children}</ToastContext.Provider>
);

/** An RTK Query call as the hooks get it: a promise with `unwrap`. */
const call = <T,>(outcome: Promise<T>) => ({ unwrap: () => outcome });
const refused = (error: unknown) => call(Promise.reject(error));

/** A promise the test settles itself, to look at the hook while the call is on its way. */
const pending = <T,>() => {
  let settle!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (settle = resolve));
  return { promise, settle };
};

beforeEach(() => showToast.mockClear());

describe('useAction', () => {
  it('is busy while the call runs, then shows the success text', async () => {
    const answer = pending<{ sent: number }>();
    const { result } = renderHook(
      () =>
        useAction((_ids: string[]) => call(answer.promise), {
          success: ({ sent }, ids) => `${sent} of ${ids.length} sent.`,
        }),
      { wrapper },
    );
    expect(result.current.busy).toBe(false);
    let worked: Promise<boolean> = Promise.resolve(false);
    act(() => {
      worked = result.current.run(['a', 'b']);
    });
    expect(result.current.busy).toBe(true);
    await act(async () => {
      answer.settle({ sent: 2 });
      await worked;
    });
    await expect(worked).resolves.toBe(true);
    expect(result.current.busy).toBe(false);
    expect(showToast).toHaveBeenCalledWith({ body: '2 of 2 sent.', variant: 'success' });
  });

  it("shows the API envelope's message in one failure toast titled 'Action Failed'", async () => {
    const onSuccess = jest.fn();
    const { result } = renderHook(
      () =>
        useAction(() => refused({ status: 409, message: 'The plan was changed meanwhile.' }), {
          success: 'Saved.',
          failure: 'Failed to save.',
          onSuccess,
        }),
      { wrapper },
    );
    let worked = true;
    await act(async () => {
      worked = await result.current.run();
    });
    expect(worked).toBe(false);
    expect(onSuccess).not.toHaveBeenCalled();
    expect(result.current.busy).toBe(false);
    expect(showToast).toHaveBeenCalledTimes(1);
    expect(showToast).toHaveBeenCalledWith({
      header: ACTION_FAILED,
      body: 'The plan was changed meanwhile.',
      variant: 'danger',
    });
  });

  it("shows the network failure's message, and the screen's fallback when there is none", async () => {
    const { result } = renderHook(
      () =>
        useAction((error: unknown) => refused(error), {
          failure: 'Failed to save.',
          failureTitle: 'Error',
        }),
      { wrapper },
    );
    await act(async () => {
      await result.current.run({
        status: 'FETCH_ERROR',
        message: 'Could not reach the server. Please try again.',
      });
    });
    expect(showToast).toHaveBeenLastCalledWith({
      header: 'Error',
      body: 'Could not reach the server. Please try again.',
      variant: 'danger',
    });
    await act(async () => {
      await result.current.run({ status: 500 });
    });
    expect(showToast).toHaveBeenLastCalledWith({
      header: 'Error',
      body: 'Failed to save.',
      variant: 'danger',
    });
  });

  it('says an unexpected error occurred when the call threw and the screen gave no fallback', async () => {
    const { result } = renderHook(
      () => useAction(() => Promise.reject(new Error('Failed to fetch'))),
      {
        wrapper,
      },
    );
    await act(async () => {
      await result.current.run();
    });
    expect(showToast).toHaveBeenCalledWith({
      header: ACTION_FAILED,
      body: UNEXPECTED_ERROR,
      variant: 'danger',
    });
  });

  it("says the screen's one text whatever the API said when the failure is fixed, and hands it on", async () => {
    const onFailure = jest.fn();
    const { result } = renderHook(
      () =>
        useAction((id: string) => refused({ status: 500, message: `Mail down for ${id}.` }), {
          failure: 'Failed to resend.',
          fixedFailure: true,
          onFailure,
        }),
      { wrapper },
    );
    await act(async () => {
      await expect(result.current.run('a')).resolves.toBe(false);
    });
    expect(showToast).toHaveBeenCalledWith({
      header: ACTION_FAILED,
      body: 'Failed to resend.',
      variant: 'danger',
    });
    expect(onFailure).toHaveBeenCalledWith('Failed to resend.', 'a');
  });

  it('shows no failure toast when the screen shows the failure itself, and still hands it on', async () => {
    const onSuccess = jest.fn();
    const onFailure = jest.fn();
    const { result } = renderHook(
      () =>
        useAction((code: string) => refused({ status: 400, message: `Code ${code} expired.` }), {
          success: 'Validated.',
          failure: 'Failed to validate.',
          failureToast: false,
          onSuccess,
          onFailure,
        }),
      { wrapper },
    );
    await act(async () => {
      await expect(result.current.run('123')).resolves.toBe(false);
    });
    expect(showToast).not.toHaveBeenCalled();
    expect(onSuccess).not.toHaveBeenCalled();
    expect(onFailure).toHaveBeenCalledWith('Code 123 expired.', '123');
    expect(result.current.busy).toBe(false);
  });

  it('still shows the success toast when the failure toast is off', async () => {
    const onSuccess = jest.fn();
    const { result } = renderHook(
      () =>
        useAction((code: string) => call(Promise.resolve(code.length)), {
          success: 'Validated.',
          successTitle: 'Done',
          failureToast: false,
          onSuccess,
        }),
      { wrapper },
    );
    await act(async () => {
      await expect(result.current.run('123')).resolves.toBe(true);
    });
    expect(onSuccess).toHaveBeenCalledWith(3, '123');
    expect(showToast).toHaveBeenCalledTimes(1);
    expect(showToast).toHaveBeenCalledWith({
      header: 'Done',
      body: 'Validated.',
      variant: 'success',
    });
  });
});

describe('useFailureToast', () => {
  it("says a load failure once in a toast titled 'Error' and gives its text", () => {
    const { result, rerender } = renderHook(
      ({ error }: { error: unknown }) => useFailureToast(error, 'Failed to load data.'),
      { wrapper, initialProps: { error: undefined as unknown } },
    );
    expect(result.current).toBeNull();
    expect(showToast).not.toHaveBeenCalled();
    rerender({ error: { status: 500, message: 'Database is down.' } });
    expect(result.current).toBe('Database is down.');
    rerender({ error: { status: 500, message: 'Database is down.' } });
    expect(showToast).toHaveBeenCalledTimes(1);
    expect(showToast).toHaveBeenCalledWith({
      header: LOAD_FAILED,
      body: 'Database is down.',
      variant: 'danger',
    });
  });

  it("takes the screen's fallback and the title its spec names", () => {
    const { result } = renderHook(
      () => useFailureToast({ status: 500 }, 'Failed to load user data.', 'Data Load Error'),
      { wrapper },
    );
    expect(result.current).toBe('Failed to load user data.');
    expect(showToast).toHaveBeenCalledWith({
      header: 'Data Load Error',
      body: 'Failed to load user data.',
      variant: 'danger',
    });
  });
});

describe('useConfirmedAction', () => {
  it('runs on confirm and closes once it worked', async () => {
    const remove = jest.fn((name: string) => Promise.resolve(name));
    const { result } = renderHook(
      () => useConfirmedAction(remove, { success: (name) => `${name} removed.` }),
      { wrapper },
    );
    expect(result.current.dialog.open).toBe(false);
    act(() => result.current.ask('1830'));
    expect(result.current.dialog.open).toBe(true);
    expect(result.current.subject).toBe('1830');
    await act(async () => {
      result.current.dialog.onConfirm();
      await Promise.resolve();
    });
    expect(remove).toHaveBeenCalledWith('1830');
    expect(result.current.dialog.open).toBe(false);
    expect(showToast).toHaveBeenCalledWith({ body: '1830 removed.', variant: 'success' });
  });

  it('stays open on a failure, to try again, and runs nothing when cancelled', async () => {
    const remove = jest.fn(() => refused({ status: 400, message: 'It has registrations.' }));
    const { result } = renderHook(() => useConfirmedAction(remove), { wrapper });
    act(() => result.current.ask('1830'));
    await act(async () => {
      result.current.dialog.onConfirm();
      await Promise.resolve();
    });
    expect(result.current.dialog.open).toBe(true);
    expect(showToast).toHaveBeenCalledWith({
      header: ACTION_FAILED,
      body: 'It has registrations.',
      variant: 'danger',
    });
    act(() => result.current.dialog.onCancel());
    expect(result.current.dialog.open).toBe(false);
    expect(remove).toHaveBeenCalledTimes(1);
  });
});

describe('useDownload', () => {
  const clicked: { href: string; download: string }[] = [];
  beforeEach(() => {
    clicked.length = 0;
    URL.createObjectURL = jest.fn(() => 'blob:made');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ href: this.getAttribute('href') ?? '', download: this.download });
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it("saves a fetched file under the server's name", async () => {
    const { result } = renderHook(
      () => useDownload(() => call(Promise.resolve({ url: 'blob:pdf', fileName: 'F-1.pdf' }))),
      { wrapper },
    );
    await act(async () => {
      await result.current.run();
    });
    expect(clicked).toEqual([{ href: 'blob:pdf', download: 'F-1.pdf' }]);
    expect(showToast).not.toHaveBeenCalled();
  });

  it('saves a base64 export as a blob of its type', () => {
    saveFileToDisk({ base64: btoa('a;b\n'), fileName: 'payments.csv', type: 'text/csv' });
    const blob = (URL.createObjectURL as jest.Mock).mock.calls[0][0] as Blob;
    expect(blob.type).toBe('text/csv');
    expect(blob.size).toBe(4);
    expect(clicked).toEqual([{ href: 'blob:made', download: 'payments.csv' }]);
  });

  it('saves nothing and says why when the file could not be fetched', async () => {
    const { result } = renderHook(
      () =>
        useDownload(() => refused({ status: 404, message: 'Could not download the invoice.' }), {
          failure: 'The table sheets could not be downloaded.',
        }),
      { wrapper },
    );
    await act(async () => {
      await result.current.run();
    });
    expect(clicked).toEqual([]);
    expect(showToast).toHaveBeenCalledWith({
      header: ACTION_FAILED,
      body: 'Could not download the invoice.',
      variant: 'danger',
    });
  });
});

import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../components/ui/test-utils.tsx';
import { ApiError } from './api-client.ts';
import { ERROR_MS, SUCCESS_MS, notifyError, notifyExport, notifySuccess } from './notify.ts';

afterEach(() => vi.restoreAllMocks());

describe('toasts', () => {
  it('success stays 2 s, errors 4 s', () => {
    const show = vi.spyOn(notifications, 'show');
    notifySuccess('Saved.');
    notifyError('Could not save.');
    expect(SUCCESS_MS).toBe(2000);
    expect(ERROR_MS).toBe(4000);
    expect(show.mock.calls[0]![0]).toMatchObject({ message: 'Saved.', autoClose: 2000, color: 'teal' });
    expect(show.mock.calls[1]![0]).toMatchObject({ message: 'Could not save.', autoClose: 4000, color: 'red' });
  });

  it('an API error shows its own message, anything else a generic one', () => {
    const show = vi.spyOn(notifications, 'show');
    notifyError(new ApiError({ status: 409, code: 'CONFLICT', kind: 'backend', message: 'The receipt is submitted.' }));
    notifyError(new TypeError('x is undefined'));
    expect(show.mock.calls[0]![0].message).toBe('The receipt is submitted.');
    expect(show.mock.calls[1]![0].message).toBe('Something went wrong. Please try again.');
  });

  it('an export shows a loading toast, then success or the failure', async () => {
    const show = vi.spyOn(notifications, 'show');
    const update = vi.spyOn(notifications, 'update');
    expect(await notifyExport(async () => 'file.csv')).toBe('file.csv');
    expect(show.mock.calls[0]![0]).toMatchObject({ loading: true, autoClose: false });
    expect(update.mock.calls[0]![0]).toMatchObject({ loading: false, color: 'teal', autoClose: 2000 });
    expect(
      await notifyExport(async () => {
        throw new ApiError({ status: 404, code: 'NOT_FOUND', kind: 'backend', message: 'Gone.' });
      }),
    ).toBeUndefined();
    expect(update.mock.calls[1]![0]).toMatchObject({ color: 'red', title: 'The data export failed.', message: 'Gone.', autoClose: 4000 });
  });
});

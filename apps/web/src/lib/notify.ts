import type { ReactNode } from 'react';
import i18n from 'i18next';
import { notifications } from '@mantine/notifications';
import { ApiError } from './api-client.ts';

/** Toast durations of spec section 9. */
export const SUCCESS_MS = 2000;
export const ERROR_MS = 4000;

/** What a person should read for a failure: an API error's own message, else the fallback. */
export function errorMessage(error: unknown, fallback?: string): string {
  if (error instanceof ApiError) return error.message;
  if (typeof error === 'string' && error) return error;
  return fallback ?? i18n.t('ui:errors.generic');
}

export function notifySuccess(message: ReactNode, title?: ReactNode): string {
  return notifications.show({ message, title, color: 'teal', autoClose: SUCCESS_MS });
}

/** A message, or an error whose message is shown (an ApiError's; a generic one for anything else). */
export function notifyError(messageOrError: unknown, title?: ReactNode): string {
  const message =
    typeof messageOrError === 'string' || messageOrError instanceof ApiError || messageOrError instanceof Error
      ? errorMessage(messageOrError)
      : ((messageOrError as ReactNode) ?? errorMessage(null));
  return notifications.show({ message, title, color: 'red', autoClose: ERROR_MS });
}

/**
 * The export toasts of spec section 8: a loading toast while the file is prepared, then success or
 * the failure message with the reason. Answers the task's result, or undefined when it failed.
 */
export async function notifyExport<T>(task: () => Promise<T>): Promise<T | undefined> {
  const id = notifications.show({
    loading: true,
    title: i18n.t('ui:export.loadingTitle'),
    message: i18n.t('ui:export.loading'),
    autoClose: false,
    withCloseButton: false,
  });
  try {
    const result = await task();
    notifications.update({
      id,
      loading: false,
      color: 'teal',
      title: null,
      message: i18n.t('ui:export.success'),
      autoClose: SUCCESS_MS,
      withCloseButton: true,
    });
    return result;
  } catch (error) {
    notifications.update({
      id,
      loading: false,
      color: 'red',
      title: i18n.t('ui:export.failed'),
      message: errorMessage(error, i18n.t('ui:errors.tryAgain')),
      autoClose: ERROR_MS,
      withCloseButton: true,
    });
    return undefined;
  }
}

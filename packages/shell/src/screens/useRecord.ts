import { type ApiClient, HttpError, withSignal } from '@fieldkit/core';
import { guardRequest } from '@fieldkit/core/kit';
import { useFieldkit } from '@fieldkit/ui';
import { type DependencyList, useEffect, useState } from 'react';
import { type ShellApi, shellApiOf } from '../api/shellApi';

/**
 * A record being read: loading, read, or could not be read (the kit's `LoadStatus` words); `refused` when the server
 * answered that the user has not the right to read it (403).
 */
export type RecordState<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'error'; refused?: boolean };

/** The platform's calls and the shell's own. */
export type RecordApi = ApiClient & ShellApi;

/**
 * Reads a record from the server when the screen opens (and when `deps` change). Every call `read` makes through
 * `api` carries the read's signal: a read the screen no longer wants is aborted and its answer dropped.
 */
export function useRecord<T>(
  read: (api: RecordApi, signal: AbortSignal) => Promise<T>,
  deps: DependencyList,
): RecordState<T> {
  const { http, api } = useFieldkit();
  const [state, setState] = useState<RecordState<T>>({ status: 'loading' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller lists what the read depends on.
  useEffect(() => {
    setState({ status: 'loading' });
    return guardRequest(
      (signal) => read(withSignal({ ...api, ...shellApiOf(http) }, signal), signal),
      (data) => setState({ status: 'ready', data }),
      (error) => {
        console.warn('Record not read', error);
        setState({ status: 'error', refused: error instanceof HttpError && error.status === 403 });
      },
    );
  }, [http, api, ...deps]);
  return state;
}

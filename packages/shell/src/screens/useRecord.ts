import type { ApiClient } from '@fieldkit/core';
import { useFieldkit } from '@fieldkit/ui';
import { type DependencyList, useEffect, useState } from 'react';
import { type ShellApi, shellApiOf } from '../api/shellApi';

/** A record being read: loading, read, or failed. */
export type RecordState<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed' };

/** The platform's calls and the shell's own. */
export type RecordApi = ApiClient & ShellApi;

/** Reads a record from the server when the screen opens (and when `deps` change). */
export function useRecord<T>(read: (api: RecordApi) => Promise<T>, deps: DependencyList): RecordState<T> {
  const { http, api } = useFieldkit();
  const [state, setState] = useState<RecordState<T>>({ status: 'loading' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller lists what the read depends on.
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    read({ ...api, ...shellApiOf(http) }).then(
      (data) => live && setState({ status: 'ready', data }),
      (error: unknown) => {
        console.warn('Record not read', error);
        if (live) setState({ status: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [http, api, ...deps]);
  return state;
}

import type { DependencyList } from 'react';
import { useParams } from 'react-router';
import { decodeIds } from '../app/ids';
import { type RecordApi, type RecordState, useRecord } from './useRecord';

/**
 * Reads the record a detail route names: decodes the route's encrypted id segments, then reads with them. The read
 * runs again when a segment (or one of `deps`) changes; an altered segment fails the read.
 */
export function useRecordByIds<K extends string, T>(
  names: readonly K[],
  read: (api: RecordApi, ids: Record<K, number>) => Promise<T>,
  deps: DependencyList = [],
): RecordState<T> {
  const params = useParams() as Partial<Record<K, string>>;
  return useRecord(
    async (api) => read(api, await decodeIds(params, names)),
    [...names.map((name) => params[name]), ...deps],
  );
}

import type { ApiClient } from '@fieldkit/core';
import { useFieldkit } from '../context/FieldkitContext';

/** The typed API client of the nearest Fieldkit (`api.company.getSystemSettings(...)`). */
export function useApi(): ApiClient {
  return useFieldkit().api;
}

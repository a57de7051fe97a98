import { trimText } from '@fieldkit/core';
import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * Every string in `value` trimmed with core's `trimText`: through plain objects and arrays, as form values nest.
 * Anything else (numbers, dates, files) passes through as it is.
 */
export function trimStrings<T>(value: T): T {
  if (Array.isArray(value)) return value.map(trimStrings) as T;
  if (isPlainObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, trimStrings(item)])) as T;
  }
  return trimText(value);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * A resolver that validates the form's values with every text trimmed (spec: typed text is trimmed before it
 * reaches the form value), so "   " is empty to a required rule and the submit handler receives trimmed text.
 * The inputs keep what was typed.
 */
export function trimmingResolver<Input extends FieldValues, Context, Output>(
  resolver: Resolver<Input, Context, Output>,
): Resolver<Input, Context, Output> {
  return (values, context, options) => resolver(trimStrings(values), context, options);
}

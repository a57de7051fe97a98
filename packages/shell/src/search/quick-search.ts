import type { QuickSearchOption } from '@fieldkit/core/contract';

/** Quick search types (spec section 5). */
export const QuickSearchType = {
  workOrder: 1,
  job: 2,
  referenceNumber: 3,
  pmWorkOrder: 4,
  quote: 5,
  serialNumber: 6,
} as const;

/**
 * The product's own English names of the types, as a company gets them by default. An option still named so is shown
 * in the user's language (`search.types.{id}`); a company's own name for a type is its value and is shown as written.
 */
export const STANDARD_TYPE_NAMES: Readonly<Record<number, string>> = {
  [QuickSearchType.workOrder]: 'Work Order',
  [QuickSearchType.job]: 'Job',
  [QuickSearchType.referenceNumber]: 'Reference Number',
  [QuickSearchType.pmWorkOrder]: 'PM Work Order',
  [QuickSearchType.quote]: 'Quote',
  [QuickSearchType.serialNumber]: 'Serial Number',
};

/** The label of a quick search option in the user's language: the app's text for a standard name, else the company's. */
export function quickSearchLabel(option: QuickSearchOption, translate: (key: string) => string): string {
  return STANDARD_TYPE_NAMES[option.QuickSearchID] === option.QuickSearchBy.trim()
    ? translate(`search.types.${option.QuickSearchID}`)
    : option.QuickSearchBy;
}

/** What typed text becomes: nothing, an error to show (a `shell` text key), or the text to search for. */
export type QuickSearchInput =
  | { kind: 'ignore' }
  | { kind: 'error'; key: string }
  | { kind: 'search'; text: string };

const EMPTY_ERRORS: Record<number, string> = {
  [QuickSearchType.job]: 'search.enterJob',
  [QuickSearchType.referenceNumber]: 'search.enterReference',
  [QuickSearchType.serialNumber]: 'search.enterSerial',
};

const PREFIXED_TYPES: readonly number[] = [
  QuickSearchType.workOrder,
  QuickSearchType.pmWorkOrder,
  QuickSearchType.quote,
];

/**
 * The validation rules of quick search (spec section 5): trimmed text; empty text does nothing except an error for
 * job, reference and serial numbers; reference numbers lowercased and URL-encoded; the company prefix before
 * numeric input of types 1, 4 and 5.
 */
export function quickSearchInput(
  type: number,
  typed: string,
  prefixes: Readonly<Record<number, string>>,
): QuickSearchInput {
  const text = typed.trim();
  if (!text) {
    const key = EMPTY_ERRORS[type];
    return key ? { kind: 'error', key } : { kind: 'ignore' };
  }
  if (type === QuickSearchType.referenceNumber)
    return { kind: 'search', text: encodeURIComponent(text.toLowerCase()) };
  if (PREFIXED_TYPES.includes(type) && /^\d+$/.test(text))
    return { kind: 'search', text: `${prefixes[type] ?? ''}${text}` };
  return { kind: 'search', text };
}

/** The input type of the search box: number for jobs, text for the others. */
export function quickSearchInputType(type: number): 'number' | 'text' {
  return type === QuickSearchType.job ? 'number' : 'text';
}

/**
 * The options offered and the default type: when the work order and PM work order names are equal, option 4 is
 * hidden and the type defaults to 5 (quote); otherwise the first option is the default.
 */
export function quickSearchChoices(options: readonly QuickSearchOption[]): {
  options: QuickSearchOption[];
  defaultType: number;
} {
  const name = (id: number) =>
    options
      .find((o) => o.QuickSearchID === id)
      ?.QuickSearchBy.trim()
      .toLowerCase();
  const same =
    name(QuickSearchType.workOrder) !== undefined &&
    name(QuickSearchType.workOrder) === name(QuickSearchType.pmWorkOrder);
  if (same) {
    return {
      options: options.filter((o) => o.QuickSearchID !== QuickSearchType.pmWorkOrder),
      defaultType: QuickSearchType.quote,
    };
  }
  return { options: [...options], defaultType: options[0]?.QuickSearchID ?? QuickSearchType.workOrder };
}

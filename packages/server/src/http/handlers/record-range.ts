import { HttpError } from '../errors';

/** A page's records as the spec's lists ask for them (`startRecord` to `EndRecord`), held to `max` records at once. */
export function checkRecordRange(startRecord: number, endRecord: number, max: number): void {
  if (endRecord < startRecord) throw new HttpError(400, 'EndRecord must not be before startRecord.');
  if (endRecord - startRecord >= max)
    throw new HttpError(400, `At most ${max} records are answered at once.`);
}

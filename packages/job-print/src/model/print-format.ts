import { formatDate, formatDateTime } from '@fieldkit/core';

/** A time zone Intl knows, or undefined (then dates show in the runtime's own zone rather than failing). */
export function knownTimeZone(timeZone: string | null | undefined): string | undefined {
  if (!timeZone) return undefined;
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone });
    return timeZone;
  } catch {
    return undefined;
  }
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A day of the job print data as dd/MM/yyyy. A plain day (yyyy-MM-dd) is that day wherever it is read; an instant
 * is its day in `timeZone`. What is not a date is shown as it came; null or '' is ''.
 */
export function printDay(value: string | null | undefined, timeZone?: string): string {
  if (!value) return '';
  const day = DAY.exec(value);
  if (day) return `${day[3]}/${day[2]}/${day[1]}`;
  const instant = Date.parse(value);
  return Number.isNaN(instant) ? value : formatDate(instant, { timeZone: knownTimeZone(timeZone) });
}

/** An instant of the job print data as dd/MM/yyyy HH:mm in `timeZone` (the job's); a plain day as its day. */
export function printDateTime(value: string | null | undefined, timeZone?: string): string {
  if (!value) return '';
  if (DAY.test(value)) return printDay(value);
  const instant = Date.parse(value);
  return Number.isNaN(instant) ? value : formatDateTime(instant, { timeZone: knownTimeZone(timeZone) });
}

const MEDIA_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  dwg: 'image/vnd.dwg',
};

/** A file's bytes (base64, as the print data carries them) as a `data:` URL by its extension; '' without bytes. */
export function fileDataUrl(fileName: string, base64: string): string {
  if (!base64) return '';
  const extension = fileName.split('.').at(-1)?.toLowerCase() ?? '';
  return `data:${MEDIA_TYPES[extension] ?? 'application/octet-stream'};base64,${base64}`;
}

/** The parts of an address the print data names, as the lines the printout shows, empty parts left out. */
export function addressLines(address: {
  UnitNo: string;
  AddressLine1: string;
  AddressLine2: string;
  CityName: string;
  StateName: string;
  ZipCode: string;
  CountryName?: string;
}): string[] {
  const join = (...parts: string[]) =>
    parts
      .map((part) => part.trim())
      .filter(Boolean)
      .join(', ');
  return [
    join(address.UnitNo, address.AddressLine1),
    join(address.AddressLine2),
    join(address.CityName),
    join(address.StateName, address.ZipCode),
    join(address.CountryName ?? ''),
  ].filter(Boolean);
}

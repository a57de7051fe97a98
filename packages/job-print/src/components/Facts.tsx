import type { ReactNode } from 'react';

/** Label and value pairs of the printout; a pair whose value is empty is left out. */
export function Facts({ facts }: { facts: ReadonlyArray<[label: string, value: ReactNode]> }) {
  const shown = facts.filter(([, value]) => value !== '' && value !== null && value !== undefined);
  if (shown.length === 0) return null;
  return (
    <dl className="fk-job-print__facts">
      {shown.map(([label, value]) => (
        <div key={label} className="fk-job-print__fact">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Address lines, one a line. */
export function AddressBlock({ lines }: { lines: readonly string[] }) {
  if (lines.length === 0) return null;
  return (
    <address className="fk-job-print__address">
      {lines.map((line) => (
        <span key={line}>{line}</span>
      ))}
    </address>
  );
}

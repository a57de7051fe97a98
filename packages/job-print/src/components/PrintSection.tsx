import { type ReactNode, useId } from 'react';

/** Props of {@link PrintSection}. */
export interface PrintSectionProps {
  /** Its heading: the setting's caption, or the widget's text. */
  title: string;
  /** A modifier of its class (`fk-job-print__section--{kind}`). */
  kind: string;
  children: ReactNode;
}

/** A part of the printout: a section named by its heading, so readers and tests find it by name. */
export function PrintSection({ title, kind, children }: PrintSectionProps) {
  const headingId = useId();
  return (
    <section className={`fk-job-print__section fk-job-print__section--${kind}`} aria-labelledby={headingId}>
      <h2 className="fk-job-print__heading" id={headingId}>
        {title}
      </h2>
      {children}
    </section>
  );
}

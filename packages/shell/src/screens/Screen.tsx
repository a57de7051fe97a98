import type { ReactNode } from 'react';
import { useId } from 'react';

/** A routed screen: a section named by its heading. */
export function Screen({ title, children }: { title: string; children?: ReactNode }) {
  const id = useId();
  return (
    <section className="fk-shell-page" aria-labelledby={id}>
      <h1 id={id}>{title}</h1>
      {children}
    </section>
  );
}

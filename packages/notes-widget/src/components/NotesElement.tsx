import { NotesWidget } from './NotesWidget';

/** Props of {@link NotesElement}: what `<fk-notes>` reads from its attributes besides `config-url` and `token`. */
export interface NotesElementProps {
  /** Where the dialog's log link goes (attribute `log-href`); the full app's SMS log by default. */
  logHref?: string;
  /** Where an opened note's job link goes (attribute `job-href`), `{job}` its job number; the full app's by default. */
  jobHref?: string;
  /** Dispatched as `fk-count-change` with the unread count as detail. */
  onCountChange?: (count: number) => void;
}

/** `<fk-notes>`'s content once the element is connected: the bell and its dialog. */
export function NotesElement({ logHref, jobHref, onCountChange }: NotesElementProps) {
  return (
    <NotesWidget
      {...(logHref ? { logHref } : {})}
      {...(jobHref ? { jobHref } : {})}
      {...(onCountChange ? { onCountChange } : {})}
    />
  );
}

/** Props of {@link HostStateLine}. */
export interface HostStateLineProps {
  /** `ended`: the host's session ended (a status); `refused`: the sign-in was refused at the start (an alert). */
  kind: 'ended' | 'refused';
  text: string;
}

/** The short line a widget of a host's page shows in its place once it has no session: why, in a few words. */
export function HostStateLine({ kind, text }: HostStateLineProps) {
  return kind === 'ended' ? (
    <p className="fk-widget-host__ended" role="status" data-fk-ended="">
      {text}
    </p>
  ) : (
    <p className="fk-widget-host__refusal" role="alert" data-fk-error="">
      {text}
    </p>
  );
}

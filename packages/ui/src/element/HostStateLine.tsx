/** Props of {@link HostStateLine}. */
export interface HostStateLineProps {
  /**
   * `ended`: the host's session ended (a status); `refused`: the sign-in was refused at the start (an alert);
   * `unreachable`: the server does not answer yet, tried again (a status).
   */
  kind: 'ended' | 'refused' | 'unreachable';
  text: string;
}

/** The short line a widget of a host's page shows in its place once it has no session: why, in a few words. */
export function HostStateLine({ kind, text }: HostStateLineProps) {
  return kind === 'ended' ? (
    <p className="fk-widget-host__ended" role="status" data-fk-ended="">
      {text}
    </p>
  ) : kind === 'unreachable' ? (
    <p className="fk-widget-host__ended" role="status" data-fk-unreachable="">
      {text}
    </p>
  ) : (
    <p className="fk-widget-host__refusal" role="alert" data-fk-error="">
      {text}
    </p>
  );
}

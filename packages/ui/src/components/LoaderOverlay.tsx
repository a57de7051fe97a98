import { portalInto, usePortalContainer } from '../context/PortalContainer';

/** Props of {@link LoaderOverlay}. */
export interface LoaderOverlayProps {
  /** Shown while true. */
  active: boolean;
  /** What is loading, read by assistive technology. */
  label?: string;
  portalContainer?: HTMLElement | null;
}

/** A full-screen loading overlay, busy and labelled, over everything else. */
export function LoaderOverlay({ active, label = 'Loading', portalContainer }: LoaderOverlayProps) {
  const root = usePortalContainer(portalContainer);
  if (!active) return null;
  return portalInto(
    <div className="fk-loader-overlay" role="status" aria-busy="true" aria-label={label}>
      <div className="fk-spinner" aria-hidden="true" />
      <span className="fk-visually-hidden">{label}</span>
    </div>,
    root,
  );
}

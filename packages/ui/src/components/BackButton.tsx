/** Props of {@link BackButton}. */
export interface BackButtonProps {
  /** The accessible name: where the button goes ('Back to recent chats'). */
  label: string;
  onClick: () => void;
}

/** The back arrow of a page header, an icon button named by where it goes. */
export function BackButton({ label, onClick }: BackButtonProps) {
  return (
    <button type="button" className="fk-button" data-fk-variant="icon" aria-label={label} onClick={onClick}>
      <span aria-hidden="true">←</span>
    </button>
  );
}

import { type IconName, iconPaths } from './iconPaths';

/** Props of {@link Icon}. */
export interface IconProps {
  name: IconName;
}

/** A 1em stroke icon from {@link iconPaths}, hidden from assistive technology (its button carries the name). */
export function Icon({ name }: IconProps) {
  return (
    <svg
      className="fk-icon"
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={iconPaths[name]} />
    </svg>
  );
}

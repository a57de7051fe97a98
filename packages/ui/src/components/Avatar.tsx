import type { CSSProperties } from 'react';
import { initialsOf } from '../model/initials';

/** Props of {@link Avatar}. */
export interface AvatarProps {
  /** Display name: the accessible name, and the source of the initials. */
  name: string;
  /** Picture URL; initials are shown without one, or when it fails to load. */
  src?: string | null;
  /** Size in pixels. */
  size?: number;
}

/** A person's picture, or their initials on the primary colour. */
export function Avatar({ name, src, size = 32 }: AvatarProps) {
  const style = { '--fk-avatar-size': `${size}px` } as CSSProperties;
  if (src) return <img className="fk-avatar" src={src} alt={name} width={size} height={size} style={style} />;
  return (
    <span className="fk-avatar" role="img" aria-label={name} style={style}>
      <span aria-hidden="true">{initialsOf(name)}</span>
    </span>
  );
}

/** Trims typed text before it reaches a form value (spec section 5); anything but a string passes through. */
export function trimText<T>(value: T): T {
  return (typeof value === 'string' ? value.trim() : value) as T;
}

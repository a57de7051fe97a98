/** Where a browser's window events (`storage` among them) arrive; undefined where there is no window (a server). */
export function windowEvents(): EventTarget | undefined {
  return typeof (globalThis as Partial<EventTarget>).addEventListener === 'function'
    ? (globalThis as unknown as EventTarget)
    : undefined;
}

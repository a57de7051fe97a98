/**
 * What simple-peer's Node-shaped dependencies expect of the page before they load: `global` and `process` (its
 * streams call `process.nextTick`). Called before simple-peer is imported: a function, not a module's side effect,
 * so no bundler can drop it or move it after them.
 */
import process from 'process';

export function installPeerShims(): void {
  const scope = globalThis as typeof globalThis & { global?: typeof globalThis; process?: unknown };
  scope.global ??= globalThis;
  scope.process ??= process;
}

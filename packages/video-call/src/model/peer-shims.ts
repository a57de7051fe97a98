/**
 * What simple-peer's Node-shaped dependencies expect of the page before they load: `global` and `process` (its
 * streams call `process.nextTick`). Imported first by the mesh, so it runs before them.
 */
import process from 'process';

const scope = globalThis as typeof globalThis & { global?: typeof globalThis; process?: unknown };
scope.global ??= globalThis;
scope.process ??= process;

#!/usr/bin/env node
// `pnpm dev`: the reference server reloading on change, and the shell with hot module replacement in front of it.
import { spawn } from 'node:child_process';

const port = process.env.PORT ?? '4280';
const children = [
  spawn('pnpm', ['--filter', '@fieldkit/server', 'run', 'dev'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: port },
  }),
  spawn('pnpm', ['--filter', '@fieldkit/shell', 'run', 'dev'], {
    stdio: 'inherit',
    env: { ...process.env, FIELDKIT_SERVER: `http://127.0.0.1:${port}` },
  }),
];

function stop() {
  for (const child of children) child.kill('SIGTERM');
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);

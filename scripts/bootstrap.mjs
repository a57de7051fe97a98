#!/usr/bin/env node
// The two commands of the README on a fresh machine (Debian, Node 20.19+, npm, root, no pnpm, no Chromium):
// install whatever is missing, then start the app or run every check.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';

const PNPM_VERSION = JSON.parse(
  readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
).packageManager.split('@')[1];
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const mode = process.argv[2];

function say(text) {
  console.info(`\n[fieldkit] ${text}`);
}

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function version(command) {
  try {
    return execSync(`${command} --version`, { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return null;
  }
}

function ensureNode() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) {
    console.error(`[fieldkit] Node ${process.versions.node} is too old: Node 20.19 or newer is needed.`);
    process.exit(1);
  }
}

function ensurePnpm() {
  if (version('pnpm') === PNPM_VERSION) return;
  say(`installing pnpm ${PNPM_VERSION}`);
  if (run('npm', ['install', '--global', `pnpm@${PNPM_VERSION}`]) === 0 && version('pnpm') === PNPM_VERSION)
    return;
  // The registry here serves no package signatures, so corepack needs its integrity check turned off.
  const env = { COREPACK_INTEGRITY_KEYS: '0', COREPACK_ENABLE_DOWNLOAD_PROMPT: '0' };
  if (run('corepack', ['enable', 'pnpm'], env) === 0 && version('pnpm')) return;
  console.error(
    `[fieldkit] pnpm ${PNPM_VERSION} could not be installed. Install it with: npm install -g pnpm@${PNPM_VERSION}`,
  );
  process.exit(1);
}

/**
 * Installs the Debian packages whose programs are missing (as root, with apt), or says which to install and stops.
 * Chromium renders PDFs and runs the browser tests; poppler-utils' pdftotext reads the PDFs back in tests;
 * PostgreSQL's and Redis's programs start the tests' throwaway database and fan-out servers.
 */
function ensureDebianPackages(packages) {
  const missing = packages.filter(({ program }) => !existsSync(program));
  if (missing.length === 0) return;
  const names = missing.map(({ name }) => name);
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && version('apt-get')) {
    say(`installing ${names.join(' and ')} from apt`);
    const env = { DEBIAN_FRONTEND: 'noninteractive' };
    if (
      run('apt-get', ['update', '-qq'], env) === 0 &&
      run('apt-get', ['install', '-y', '-qq', ...names], env) === 0 &&
      missing.every(({ program }) => existsSync(program))
    )
      return;
  }
  console.error(
    `[fieldkit] Missing: ${missing.map(({ name, program }) => `${program} (Debian package "${name}")`).join(', ')}. ` +
      `Install them (apt-get install ${names.join(' ')}), or set CHROMIUM_PATH to a Chromium binary.`,
  );
  process.exit(1);
}

/** PostgreSQL's initdb of Debian's newest installed version, or where Debian 12's package puts it. */
function postgresInitdb() {
  const root = '/usr/lib/postgresql';
  const installed = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(`${root}/${v}/bin/initdb`))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  return `${root}/${installed[0] ?? '15'}/bin/initdb`;
}

function pnpm(...args) {
  const status = run('pnpm', args);
  if (status !== 0) process.exit(status);
}

ensureNode();
ensurePnpm();
ensureDebianPackages([
  { name: 'chromium', program: CHROMIUM },
  // The tests read PDFs back with pdftotext, run every server suite on a throwaway PostgreSQL too, and link server
  // processes through a throwaway Redis.
  ...(mode === 'test'
    ? [
        { name: 'poppler-utils', program: '/usr/bin/pdftotext' },
        { name: 'postgresql', program: postgresInitdb() },
        { name: 'redis-server', program: '/usr/bin/redis-server' },
      ]
    : []),
]);
say('installing dependencies');
pnpm('install', '--frozen-lockfile');

if (mode === 'start') {
  say('building');
  pnpm('run', 'build');
  pnpm('run', 'serve');
} else if (mode === 'test') {
  pnpm('run', 'check');
} else {
  console.error('usage: node scripts/bootstrap.mjs start|test');
  process.exit(2);
}

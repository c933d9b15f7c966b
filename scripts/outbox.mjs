#!/usr/bin/env node
/**
 * npm run outbox -- [--list [N] | --export csv] [--output FILE]: php/bin/outbox.php with the same
 * endpoint settings as `npm start` (scripts/stack/local-endpoint.mjs): send what is queued, list the
 * newest enquiries, or export them as CSV for the sales team. Run it as `npm start` ran php-fpm:
 * as root it runs as the storage folder's owner. Exit status: outbox.php's.
 *
 * --output FILE writes what the command prints to FILE (relative to the folder npm was started
 * in; mode 0600, as it holds what visitors sent) instead of the terminal: npm prints its own lines
 * ("> agency-website@1.0.0 outbox ...") on stdout too, so `npm run outbox -- --export csv > x.csv`
 * would carry them; `npm run -s outbox -- ...` keeps them out of a redirect.
 */
import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { startEndpointEnv } from './stack/local-endpoint.mjs';
import { outboxCommand } from './stack/outbox-command.mjs';

const args = process.argv.slice(2);
let output = null;
const at = args.findIndex((arg) => arg === '--output' || arg.startsWith('--output='));
if (at >= 0) {
  const [flag] = args.splice(at, 1);
  output = flag.includes('=') ? flag.slice(flag.indexOf('=') + 1) : args.splice(at, 1)[0];
  if (!output) {
    console.error('--output needs a file name: npm run outbox -- --export csv --output enquiries.csv');
    process.exit(1);
  }
}

if (!output) {
  const { code } = await outboxCommand(startEndpointEnv(), args, { stdio: 'inherit' });
  process.exit(code);
}

const file = resolve(process.env.INIT_CWD || process.cwd(), output);
const { code, stdout, stderr } = await outboxCommand(startEndpointEnv(), args, { stdio: ['ignore', 'pipe', 'pipe'] });
process.stderr.write(stderr);
if (code === 1) process.exit(code); // an error: nothing worth keeping was printed
await writeFile(file, stdout, { mode: 0o600 });
console.error(`wrote ${file}`);
process.exit(code);

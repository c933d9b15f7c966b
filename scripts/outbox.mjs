#!/usr/bin/env node
/**
 * npm run outbox -- [--list [N] | --export csv]: php/bin/outbox.php with the same endpoint
 * settings as `npm start` (scripts/lib/local-endpoint.mjs): send what is queued, list the queue,
 * or export the enquiries as CSV for the sales team. Run it as `npm start` ran php-fpm: as root it
 * runs as the storage folder's owner. Exit status: outbox.php's.
 */
import { startEndpointEnv } from './lib/local-endpoint.mjs';
import { outboxCommand } from './lib/outbox-command.mjs';

const { code } = await outboxCommand(startEndpointEnv(), process.argv.slice(2), { stdio: 'inherit' });
process.exit(code);

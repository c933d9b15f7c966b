// Drill 3, SMTP outage: enquiries keep arriving while SMTP refuses (421), then while it is
// blackholed (accepts the connection, never says a word); then SMTP comes back and the retry
// command (php php/bin/outbox.php) runs. Figures: accepted N, delivered after recovery N, lost 0,
// duplicated 0; answers during the blackhole well under SMTP_TIMEOUT.
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import {
  SMTP_TIMEOUT, contact, pool, post, queueCounts, quote, readMails, runOutbox, settle, withWorld,
} from '../../tests/harness/test-stack.mjs';
import { percentile } from './report.mjs';

const PER_PHASE = 30;

/** `count` enquiries, half contact and half quote, each with its own visitor address. */
function enquiries(prefix, count) {
  return Array.from({ length: count }, (_, i) => {
    const to = `${prefix}-${i}@example.org`;
    return i % 2 ? quote({ to }) : contact({ to });
  });
}

async function phase(world, payloads, workers) {
  const results = await pool(payloads.map((p) => () => post(world, p)), workers);
  return {
    ok: results.filter((r) => r.status === 200 && r.json?.success === true).length,
    other: results.filter((r) => r.status !== 200).map((r) => r.status),
    times: results.map((r) => r.ms),
  };
}

export async function run({ workers }) {
  return withWorld({ parseMail: false, fpmWorkers: workers }, async (world) => {
    const pauseFile = join(world.stack.storageDir, 'smtp-paused');

    world.sink.setMode('refuse');
    const refused = await phase(world, enquiries('refused', PER_PHASE), workers);
    await settle(world, { timeoutMs: 2000 });
    const duringRefuse = await runOutbox(world);

    // A slow failure pauses the endpoint's sending for 60 s; none should exist after refusals,
    // and the blackhole must be met by the endpoint itself, not only by outbox.php.
    await rm(pauseFile, { force: true });
    world.sink.setMode('blackhole');
    const blackholed = await phase(world, enquiries('blackholed', PER_PHASE), workers);
    const outboxStarted = Date.now();
    const duringBlackhole = await runOutbox(world);
    const outboxSeconds = (Date.now() - outboxStarted) / 1000;
    const queuedDuring = await queueCounts(world.stack.storageDir);

    world.sink.setMode('accept');
    const sentBefore = world.sink.messages.length;
    // Mails an endpoint worker claimed when it met the blackhole come back after their lease; the
    // drill waits for in-flight attempts to end (SMTP_TIMEOUT), then runs the retry command.
    await new Promise((r) => setTimeout(r, (SMTP_TIMEOUT + 1) * 1000));
    const recovery = await runOutbox(world);
    const again = await runOutbox(world);
    const final = await settle(world, { timeoutMs: 5000 });
    const mails = await readMails(world.sink.messages);

    const accepted = refused.ok + blackholed.ok;
    const staffIds = mails.filter((m) => m.kind === 'staff').map((m) => m.enquiryId);
    const ackTo = mails.filter((m) => m.kind === 'ack').map((m) => m.envelope.rcptTo.join());
    const distinctStaff = new Set(staffIds).size;
    const distinctAck = new Set(ackTo).size;
    const duplicated = (staffIds.length - distinctStaff) + (ackTo.length - distinctAck);
    const lost = accepted - Math.min(distinctStaff, distinctAck);
    const blackholeMax = Math.max(...blackholed.times);

    return {
      name: 'outage',
      title: '3. SMTP outage',
      figures: [
        { label: 'enquiries accepted during the outage (refusing + blackholed)', value: `${accepted} (${refused.ok} + ${blackholed.ok}) of ${2 * PER_PHASE}`, budget: `all ${2 * PER_PHASE}`, ok: accepted === 2 * PER_PHASE },
        { label: 'mails delivered during the outage', value: sentBefore, budget: '0', ok: sentBefore === 0 },
        { label: 'retry command during the outage (refusing / blackholed)', value: `exit ${duringRefuse.code} / exit ${duringBlackhole.code} after ${outboxSeconds.toFixed(1)} s: ${duringBlackhole.stdout.trim()}` },
        { label: 'queued when SMTP came back', value: `${queuedDuring.messages.queued ?? 0} queued, ${queuedDuring.messages.sending ?? 0} in flight` },
        { label: 'retry command after recovery', value: `exit ${recovery.code}: ${recovery.stdout.trim()}; again: ${again.stdout.trim()}`, ok: recovery.code === 0 },
        { label: 'delivered after recovery (staff mails / acknowledgements, distinct enquiries)', value: `${distinctStaff} / ${distinctAck}`, budget: `${accepted} / ${accepted}`, ok: distinctStaff === accepted && distinctAck === accepted },
        { label: 'lost', value: lost, budget: '0', ok: lost === 0 },
        { label: 'duplicated', value: duplicated, budget: '0', ok: duplicated === 0 },
        { label: 'answer time while SMTP refused: p50 / max', value: `${percentile(refused.times, 50).toFixed(0)} / ${Math.max(...refused.times).toFixed(0)} ms` },
        { label: 'answer time while SMTP blackholed: p50 / max', value: `${percentile(blackholed.times, 50).toFixed(0)} / ${blackholeMax.toFixed(0)} ms`, budget: `< SMTP_TIMEOUT (${SMTP_TIMEOUT} s)`, ok: blackholeMax < SMTP_TIMEOUT * 1000 },
        { label: 'mails still queued at the end', value: (final.messages.queued ?? 0) + (final.messages.sending ?? 0), budget: '0', ok: (final.messages.queued ?? 0) + (final.messages.sending ?? 0) === 0 },
      ],
      notes: [
        `${PER_PHASE} enquiries (contact and quote alternating, each from its own visitor address, so acknowledgements can be told apart) while SMTP answered 421 to every connection, then ${PER_PHASE} while it accepted connections and never answered; ${workers} at a time. Acknowledgements on: two mails an enquiry.`,
        'While SMTP refuses, each new mail still gets one attempt right after its answer (it fails at once). When SMTP swallows a connection (a failure that took 2 s or more), the endpoint stops trying it for 60 s and leaves the mails to `outbox.php`, so one worker at most waits for the blackhole while the others serve visitors.',
        'The retry command stops at the first connection failure and exits 2 while mail is stuck; after recovery it sends every queued mail once and exits 0; a second run sends nothing.',
      ],
    };
  });
}

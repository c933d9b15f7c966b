// How much of the machine other work used while a load run ran: /proc/stat's busy time minus the
// CPU time of the drill's own processes (this Node process with its threads, and the process
// groups of the stack's nginx and php-fpm). This machine is shared; a run that other work
// disturbed measures the neighbours, not the endpoint.
import { readdirSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

function systemTicks() {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  const [user, nice, system, idle, iowait, irq, softirq, steal] = fields;
  return { busy: user + nice + system + irq + softirq + steal, total: user + nice + system + idle + iowait + irq + softirq + steal };
}

/** CPU ticks of every process whose process group is one of `groups` (plus reaped children). */
function groupTicks(groups) {
  let ticks = 0;
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    let stat;
    try { stat = readFileSync(`/proc/${name}/stat`, 'utf8'); } catch { continue; }
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const pgrp = Number(fields[2]);
    if (!groups.includes(pgrp)) continue;
    ticks += Number(fields[11]) + Number(fields[12]);
    if (Number(name) === pgrp) ticks += Number(fields[13]) + Number(fields[14]);
  }
  return ticks;
}

function ownTicks() {
  const { user, system } = process.cpuUsage();
  return ((user + system) / 1e6) * TICKS_PER_SECOND;
}

export function snapshot(groups = []) {
  return { ...systemTicks(), mine: ownTicks() + groupTicks(groups) };
}

/** Share of the machine's CPU (0-1) used by others between two snapshots. */
export function othersShare(before, after) {
  const total = after.total - before.total;
  if (total <= 0) return 0;
  return Math.max(0, (after.busy - before.busy) - (after.mine - before.mine)) / total;
}

/** Share used by others over the next `ms` (the drill idle meanwhile). */
async function othersNow(ms = 3000) {
  const before = snapshot();
  await sleep(ms);
  return othersShare(before, snapshot());
}

/** Waits (up to `maxMs`) until others use less than `threshold` of the CPU; returns the last share. */
export async function waitForQuiet({ threshold = 0.2, maxMs = 60000 } = {}) {
  const deadline = Date.now() + maxMs;
  let share = await othersNow();
  while (share >= threshold && Date.now() < deadline) share = await othersNow();
  return share;
}

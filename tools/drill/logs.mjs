// Reads php-fpm's and nginx's logs after a drill: PHP warnings, notices and errors must be 0;
// nginx's error lines are sorted by kind (some are expected, e.g. bodies over 1 MiB refused).

const PHP_PROBLEM = /PHP (Warning|Notice|Deprecated|Fatal error|Parse error|Strict Standards|Recoverable)|sendEmail\.php:|Stack trace|Uncaught/i;

/** PHP warnings, notices and errors in php-fpm's log (lines). */
export function phpProblems(fpmLog) {
  return fpmLog.split('\n').filter((line) => PHP_PROBLEM.test(line));
}

/** nginx's [error] (and worse) lines, counted by their message with numbers and ids removed. */
function nginxErrorKinds(nginxLog) {
  const kinds = {};
  for (const line of nginxLog.split('\n')) {
    const match = /\[(error|crit|alert|emerg)\] \d+#\d+: (?:\*\d+ )?([^,]*)/.exec(line);
    if (!match) continue;
    const kind = `${match[1]}: ${match[2].replace(/\d+/g, 'N').replace(/"[^"]*"/g, '"…"').trim()}`;
    kinds[kind] = (kinds[kind] ?? 0) + 1;
  }
  return kinds;
}

/** The php-fpm master's own lines about workers killed by a signal (the kill -9 drill). */
export function fpmKilledWorkers(fpmLog) {
  return fpmLog.split('\n').filter((line) => /exited on signal 9/.test(line)).length;
}

/** Both logs of a world, summarised for the report. */
export async function logFigures(world) {
  const { phpFpm, nginx } = await world.logs();
  const php = phpProblems(phpFpm);
  return { phpProblems: php.length, phpSample: php.slice(0, 3), nginxKinds: nginxErrorKinds(nginx) };
}

export function formatKinds(kinds) {
  const entries = Object.entries(kinds);
  return entries.length === 0 ? 'none' : entries.map(([kind, n]) => `${n}× ${kind}`).join('; ');
}

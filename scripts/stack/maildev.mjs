// MailDev (npm `maildev`) as the local mail catcher: SMTP in, web UI + REST API out.
import { canListen, packageBin, spawnOwned, stopChild, waitForHttp } from './process.mjs';

export async function startMailDev({ smtpPort = 1025, webPort = 1080, log = false } = {}) {
  for (const port of [smtpPort, webPort]) {
    if (!(await canListen(port))) throw new Error(`port ${port} on 127.0.0.1 is already in use (another MailDev?)`);
  }
  const args = ['--smtp', String(smtpPort), '--web', String(webPort), '--ip', '127.0.0.1', '--web-ip', '127.0.0.1'];
  const child = spawnOwned(...packageBin('maildev', log ? args : [...args, '--silent']), { log, name: 'maildev' });
  try {
    await waitForHttp(webPort, { path: '/api/email', children: [child] });
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  return { url: `http://127.0.0.1:${webPort}`, smtpPort, webPort, stop: () => stopChild(child) };
}

// The mail endpoint's settings when the site runs on this machine (npm start, npm run dev,
// npm run outbox): mail to MailDev, Google's public test secret for the captcha, and whatever the
// environment overrides (docs/endpoint.md lists the settings). Node builtins only.
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { poolUser, userCan } from './endpoint-files.mjs';
import { repoRoot } from '../repo-root.mjs';

/** Google's public reCAPTCHA test secret: every token passes (the widget says it is for testing). */
export const GOOGLE_TEST_SECRET = '6LeIxAcTAAAAAGG-vFI1TnRWxMZNFuojJ4WifJWe';

const ENDPOINT_KEYS = ['MAIL_TO', 'MAIL_FROM', 'MAIL_FROM_NAME', 'SMTP_HOST', 'SMTP_PORT', 'SMTP_USER', 'SMTP_PASS',
  'SMTP_SECURE', 'SMTP_TIMEOUT', 'RECAPTCHA_SECRET', 'RECAPTCHA_VERIFY_URL', 'RECAPTCHA_HOSTNAMES',
  'ALLOWED_ORIGINS', 'STORAGE_DIR', 'RATE_LIMIT_MAX', 'RATE_LIMIT_WINDOW', 'RATE_LIMIT_FAILED_MAX',
  'RATE_LIMIT_FAILED_WINDOW', 'TRUSTED_PROXIES', 'ACK_ENABLED'];

/** The endpoint's environment: local defaults, then any endpoint setting set in process.env. */
export function localEndpointEnv({ origins, smtpPort, storageDir }) {
  const env = {
    MAIL_TO: 'sales@example.com',
    MAIL_FROM: 'website@example.com',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtpPort),
    RECAPTCHA_SECRET: GOOGLE_TEST_SECRET,
    ALLOWED_ORIGINS: origins.join(','),
    STORAGE_DIR: storageDir,
  };
  for (const key of ENDPOINT_KEYS) if (process.env[key]) env[key] = process.env[key];
  return env;
}

/** The ports of the local MailDev (MAILDEV_SMTP_PORT, MAILDEV_WEB_PORT). */
export function mailDevPorts() {
  return { smtpPort: Number(process.env.MAILDEV_SMTP_PORT || 1025), webPort: Number(process.env.MAILDEV_WEB_PORT || 1080) };
}

/** The port `npm start` serves on (PORT). */
export const startPort = () => Number(process.env.PORT || 8080);

/**
 * The endpoint's settings under `npm start`, and so for `npm run outbox`, which must find the same
 * queue and SMTP server: origins of the start port, MailDev's SMTP port, startStorageDir().
 */
export function startEndpointEnv() {
  const port = startPort();
  return localEndpointEnv({
    origins: [`http://127.0.0.1:${port}`, `http://localhost:${port}`],
    smtpPort: mailDevPorts().smtpPort,
    storageDir: startStorageDir(),
  });
}

/**
 * Where `npm start` keeps the queue: .data/storage in the checkout, or, when php-fpm's user cannot
 * pass into the checkout (run as root from a private folder such as /root), a folder of its own
 * under /var/tmp (kept across reboots), named after the checkout's path so that `npm run outbox`
 * finds the same one. STORAGE_DIR overrides both.
 */
function startStorageDir() {
  const inCheckout = join(repoRoot, '.data/storage');
  if (process.getuid?.() !== 0 || userCan(poolUser(), '-x', repoRoot)) return inCheckout;
  const id = createHash('sha256').update(repoRoot).digest('hex').slice(0, 12);
  return join('/var/tmp', `agency-website-${id}`, 'storage');
}

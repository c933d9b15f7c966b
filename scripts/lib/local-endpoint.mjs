// The mail endpoint's settings when the site runs on this machine (npm start, npm run dev):
// mail to MailDev, Google's public test secret for the captcha, and whatever the environment
// overrides (docs/endpoint.md lists the settings). Node builtins only.

/** Google's public reCAPTCHA test secret: every token passes (the widget says it is for testing). */
export const GOOGLE_TEST_SECRET = '6LeIxAcTAAAAAGG-vFI1TnRWxMZNFuojJ4WifJWe';

const ENDPOINT_KEYS = ['MAIL_TO', 'MAIL_FROM', 'MAIL_FROM_NAME', 'SMTP_HOST', 'SMTP_PORT', 'SMTP_USER', 'SMTP_PASS',
  'SMTP_SECURE', 'SMTP_TIMEOUT', 'RECAPTCHA_SECRET', 'RECAPTCHA_VERIFY_URL', 'RECAPTCHA_HOSTNAMES',
  'ALLOWED_ORIGINS', 'STORAGE_DIR', 'RATE_LIMIT_MAX', 'RATE_LIMIT_WINDOW', 'TRUSTED_PROXIES', 'ACK_ENABLED'];

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

<?php

declare(strict_types=1);

namespace App\Config;

/**
 * The endpoint's runtime settings, read once from the environment (see docs/endpoint.md).
 */
final class Config
{
    private const KEYS = [
        'MAIL_TO', 'MAIL_FROM', 'MAIL_FROM_NAME', 'SMTP_HOST', 'SMTP_PORT', 'SMTP_USER', 'SMTP_PASS',
        'SMTP_SECURE', 'SMTP_TIMEOUT', 'RECAPTCHA_SECRET', 'RECAPTCHA_VERIFY_URL', 'RECAPTCHA_HOSTNAMES',
        'ALLOWED_ORIGINS', 'STORAGE_DIR', 'RATE_LIMIT_MAX', 'RATE_LIMIT_WINDOW', 'RATE_LIMIT_FAILED_MAX',
        'RATE_LIMIT_FAILED_WINDOW', 'TRUSTED_PROXIES', 'ACK_ENABLED', 'LOG_MAX_BYTES',
    ];
    /** Google's public test secret: every token passes, solved on the hostname testkey.google.com. */
    public const GOOGLE_TEST_SECRET = '6LeIxAcTAAAAAGG-vFI1TnRWxMZNFuojJ4WifJWe';
    public const DEFAULT_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
    public const DEFAULT_FROM_NAME = 'Nirmaan Digital'; // the brand in src/content/site.ts
    /** endpoint.log turns into endpoint.log.1 past this size: the two hold at most twice it. */
    public const DEFAULT_LOG_MAX_BYTES = 10 * 1024 * 1024;

    /**
     * @param list<string> $mailTo
     * @param list<string> $recaptchaHostnames where a token may have been solved: ['*'] any host;
     *                                          never empty (see captchaHostnames())
     * @param list<string> $allowedOrigins
     * @param list<string> $trustedProxies
     */
    private function __construct(
        public readonly array $mailTo,
        public readonly string $mailFrom,
        public readonly string $mailFromName,
        public readonly string $smtpHost,
        public readonly int $smtpPort,
        public readonly string $smtpUser,
        public readonly string $smtpPass,
        public readonly string $smtpSecure,
        public readonly int $smtpTimeout,
        public readonly string $recaptchaSecret,
        public readonly string $recaptchaVerifyUrl,
        public readonly array $recaptchaHostnames,
        public readonly array $allowedOrigins,
        public readonly string $storageDir,
        public readonly int $rateLimitMax,
        public readonly int $rateLimitWindow,
        public readonly int $failedLimitMax,
        public readonly int $failedLimitWindow,
        public readonly array $trustedProxies,
        public readonly bool $ackEnabled,
        public readonly int $logMaxBytes,
    ) {
    }

    /**
     * Process environment first (php-fpm env, fastcgi_param, CLI), then the optional .env file
     * named by ENV_FILE (default: .env in defaultsRoot()).
     */
    public static function fromEnvironment(): self
    {
        $envFile = getenv('ENV_FILE');
        $path = is_string($envFile) && $envFile !== '' ? $envFile : self::defaultsRoot(self::deployRoot()) . '/.env';
        $values = EnvFile::read($path);
        foreach (self::KEYS as $key) {
            $value = getenv($key);
            if (is_string($value)) {
                $values[$key] = $value;
            }
        }
        return self::fromArray($values);
    }

    /** @param array<string, string> $env */
    public static function fromArray(array $env): self
    {
        $get = static fn (string $key, string $default = ''): string => trim($env[$key] ?? '') !== ''
            ? trim($env[$key]) : $default;

        $secure = strtolower($get('SMTP_SECURE'));
        if (!in_array($secure, ['', 'tls', 'ssl'], true)) {
            throw new ConfigException('SMTP_SECURE must be empty, tls or ssl');
        }
        $mailTo = self::list($get('MAIL_TO'));
        if ($mailTo === []) {
            throw new ConfigException('MAIL_TO is required');
        }
        foreach ([...$mailTo, $get('MAIL_FROM')] as $address) {
            if (filter_var($address, FILTER_VALIDATE_EMAIL) === false) {
                throw new ConfigException('MAIL_TO and MAIL_FROM must be e-mail addresses');
            }
        }
        if ($get('RECAPTCHA_SECRET') === '') {
            throw new ConfigException('RECAPTCHA_SECRET is required');
        }

        $origins = array_map(
            static fn (string $o): string => rtrim(strtolower($o), '/'),
            self::list($get('ALLOWED_ORIGINS')),
        );
        $secret = $get('RECAPTCHA_SECRET');

        return new self(
            $mailTo,
            $get('MAIL_FROM'),
            str_replace(["\r", "\n"], ' ', $get('MAIL_FROM_NAME', self::DEFAULT_FROM_NAME)),
            $get('SMTP_HOST', '127.0.0.1'),
            self::int($get('SMTP_PORT', '1025'), 'SMTP_PORT', 1),
            $get('SMTP_USER'),
            $env['SMTP_PASS'] ?? '',
            $secure,
            self::int($get('SMTP_TIMEOUT', '10'), 'SMTP_TIMEOUT', 1),
            $secret,
            $get('RECAPTCHA_VERIFY_URL', self::DEFAULT_VERIFY_URL),
            self::captchaHostnames(self::list(strtolower($get('RECAPTCHA_HOSTNAMES'))), $origins, $secret),
            $origins,
            rtrim($get('STORAGE_DIR', self::defaultsRoot(self::deployRoot()) . '/.data/storage'), '/'),
            self::int($get('RATE_LIMIT_MAX', '5'), 'RATE_LIMIT_MAX', 0),
            self::int($get('RATE_LIMIT_WINDOW', '600'), 'RATE_LIMIT_WINDOW', 1),
            self::int($get('RATE_LIMIT_FAILED_MAX', '20'), 'RATE_LIMIT_FAILED_MAX', 0),
            self::int($get('RATE_LIMIT_FAILED_WINDOW', '600'), 'RATE_LIMIT_FAILED_WINDOW', 1),
            self::list($get('TRUSTED_PROXIES')),
            !in_array(strtolower($get('ACK_ENABLED', '1')), ['0', 'false', 'no', 'off'], true),
            self::int($get('LOG_MAX_BYTES', (string) self::DEFAULT_LOG_MAX_BYTES), 'LOG_MAX_BYTES', 0),
        );
    }

    /**
     * Where a captcha token may have been solved: RECAPTCHA_HOSTNAMES ('*': anywhere), else the
     * hosts of ALLOWED_ORIGINS. Only ever from the settings: the Host header is the client's to
     * write, so a token solved on any other site would match a request that names that site as
     * its host. Neither set is a configuration error. Google's test secret passes every token,
     * always solved on testkey.google.com: nothing to check there.
     *
     * @param list<string> $explicit
     * @param list<string> $origins
     * @return list<string>
     */
    private static function captchaHostnames(array $explicit, array $origins, string $secret): array
    {
        if ($explicit !== []) {
            return in_array('*', $explicit, true) ? ['*'] : $explicit;
        }
        $hosts = [];
        foreach ($origins as $origin) {
            $host = parse_url($origin, PHP_URL_HOST);
            if (is_string($host) && $host !== '') {
                $hosts[] = trim($host, '[]');
            }
        }
        if ($hosts === []) {
            throw new ConfigException(
                'RECAPTCHA_HOSTNAMES is required (or ALLOWED_ORIGINS, whose hosts it defaults to): '
                . 'the hostnames a captcha may have been solved on'
            );
        }
        return $secret === self::GOOGLE_TEST_SECRET ? ['*'] : array_values(array_unique($hosts));
    }

    /** The folder that holds php/ and dist/ (php/src/Config is three levels below it). */
    private static function deployRoot(): string
    {
        return dirname(__DIR__, 3);
    }

    /**
     * Where the default .env and storage folder live: $deployRoot, the folder that holds php/; or
     * the folder above it when $deployRoot is itself the document root (it holds the built site's
     * 404.html or .htaccess: shared hosting with php/ uploaded into the web root), so that the
     * settings and the enquiries are never inside what the web server serves.
     */
    public static function defaultsRoot(string $deployRoot): string
    {
        $served = is_file($deployRoot . '/404.html') || is_file($deployRoot . '/.htaccess');
        return $served ? dirname($deployRoot) : $deployRoot;
    }

    /** @return list<string> */
    private static function list(string $value): array
    {
        return array_values(array_filter(array_map('trim', explode(',', $value)), static fn ($v) => $v !== ''));
    }

    private static function int(string $value, string $key, int $min): int
    {
        if (preg_match('/^\d{1,9}$/D', $value) !== 1 || (int) $value < $min) {
            throw new ConfigException("$key must be a whole number of at least $min");
        }
        return (int) $value;
    }
}

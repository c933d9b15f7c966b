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
        'ALLOWED_ORIGINS', 'STORAGE_DIR', 'RATE_LIMIT_MAX', 'RATE_LIMIT_WINDOW', 'TRUSTED_PROXIES',
        'ACK_ENABLED',
    ];
    public const DEFAULT_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
    public const DEFAULT_FROM_NAME = 'Nirmaan Digital'; // the brand in src/content/site.ts

    /**
     * @param list<string> $mailTo
     * @param list<string> $recaptchaHostnames
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
        public readonly array $trustedProxies,
        public readonly bool $ackEnabled,
    ) {
    }

    /**
     * Process environment first (php-fpm env, fastcgi_param, CLI), then the optional .env file
     * named by ENV_FILE (default: the folder that holds php/ and dist/).
     */
    public static function fromEnvironment(): self
    {
        $envFile = getenv('ENV_FILE');
        $path = is_string($envFile) && $envFile !== '' ? $envFile : self::deployRoot() . '/.env';
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
            $get('RECAPTCHA_SECRET'),
            $get('RECAPTCHA_VERIFY_URL', self::DEFAULT_VERIFY_URL),
            self::list(strtolower($get('RECAPTCHA_HOSTNAMES'))),
            array_map(static fn (string $o): string => rtrim(strtolower($o), '/'), self::list($get('ALLOWED_ORIGINS'))),
            rtrim($get('STORAGE_DIR', self::deployRoot() . '/.data/storage'), '/'),
            self::int($get('RATE_LIMIT_MAX', '5'), 'RATE_LIMIT_MAX', 0),
            self::int($get('RATE_LIMIT_WINDOW', '600'), 'RATE_LIMIT_WINDOW', 1),
            self::list($get('TRUSTED_PROXIES')),
            !in_array(strtolower($get('ACK_ENABLED', '1')), ['0', 'false', 'no', 'off'], true),
        );
    }

    /** The folder that holds php/ and dist/ (php/src/Config is three levels below it). */
    private static function deployRoot(): string
    {
        return dirname(__DIR__, 3);
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

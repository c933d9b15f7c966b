<?php

declare(strict_types=1);

namespace App\Tests\Fixtures;

use App\Config\Config;

/** Endpoint settings for tests: what Config requires, plus what a test sets itself. */
final class Settings
{
    /** The settings the endpoint cannot run without, and nothing else. */
    public const REQUIRED = [
        'MAIL_TO' => 'sales@example.com',
        'MAIL_FROM' => 'website@example.com',
        'RECAPTCHA_SECRET' => 'secret',
        // Where captcha tokens may have been solved comes from here (or RECAPTCHA_HOSTNAMES).
        'ALLOWED_ORIGINS' => 'https://example.com',
    ];

    /** @param array<string, string> $settings on top of the required ones */
    public static function config(array $settings = []): Config
    {
        return Config::fromArray($settings + self::REQUIRED);
    }
}

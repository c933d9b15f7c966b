<?php

declare(strict_types=1);

namespace App\Tests\Config;

use App\Config\Config;
use App\Config\ConfigException;
use App\Tests\Fixtures\Settings;
use PHPUnit\Framework\TestCase;

final class ConfigTest extends TestCase
{
    public function testDefaultsAreTheDocumentedOnes(): void
    {
        $config = Config::fromArray(Settings::REQUIRED);

        self::assertSame(['sales@example.com'], $config->mailTo);
        self::assertSame('website@example.com', $config->mailFrom);
        self::assertSame(Config::DEFAULT_FROM_NAME, $config->mailFromName);
        self::assertSame('127.0.0.1', $config->smtpHost);
        self::assertSame(1025, $config->smtpPort);
        self::assertSame('', $config->smtpUser);
        self::assertSame('', $config->smtpSecure);
        self::assertSame(10, $config->smtpTimeout);
        self::assertSame('https://www.google.com/recaptcha/api/siteverify', $config->recaptchaVerifyUrl);
        self::assertSame(['https://example.com'], $config->allowedOrigins);
        self::assertSame(5, $config->rateLimitMax);
        self::assertSame(600, $config->rateLimitWindow);
        self::assertSame(20, $config->failedLimitMax);
        self::assertSame(600, $config->failedLimitWindow);
        self::assertSame(['example.com'], $config->recaptchaHostnames, 'the hosts of ALLOWED_ORIGINS');
        self::assertSame([], $config->trustedProxies);
        self::assertTrue($config->ackEnabled);
        self::assertSame(10 * 1024 * 1024, $config->logMaxBytes);
        self::assertSame(dirname(__DIR__, 3) . '/.data/storage', $config->storageDir, 'beside php/');
    }

    public function testListsAreSplitTrimmedAndNormalised(): void
    {
        $config = Config::fromArray([
            'ALLOWED_ORIGINS' => ' https://Example.com/ , http://localhost:8080',
            'TRUSTED_PROXIES' => '10.0.0.0/8, 127.0.0.1',
            'RECAPTCHA_HOSTNAMES' => 'Example.com',
            'STORAGE_DIR' => '/var/lib/site/',
            'SMTP_SECURE' => 'TLS',
            'ACK_ENABLED' => 'off',
        ] + Settings::REQUIRED);

        self::assertSame(['https://example.com', 'http://localhost:8080'], $config->allowedOrigins);
        self::assertSame(['10.0.0.0/8', '127.0.0.1'], $config->trustedProxies);
        self::assertSame(['example.com'], $config->recaptchaHostnames);
        self::assertSame('/var/lib/site', $config->storageDir);
        self::assertSame('tls', $config->smtpSecure);
        self::assertFalse($config->ackEnabled);
    }

    /** @return array<string, array{0: array<string, string>}> */
    public static function invalidSettings(): array
    {
        return [
            'no MAIL_TO' => [['MAIL_TO' => '']],
            'bad MAIL_TO' => [['MAIL_TO' => 'sales']],
            'no MAIL_FROM' => [['MAIL_FROM' => '']],
            'no secret' => [['RECAPTCHA_SECRET' => ' ']],
            'bad port' => [['SMTP_PORT' => 'abc']],
            'zero window' => [['RATE_LIMIT_WINDOW' => '0']],
            'negative max' => [['RATE_LIMIT_MAX' => '-1']],
            'bad failed max' => [['RATE_LIMIT_FAILED_MAX' => 'many']],
            'zero failed window' => [['RATE_LIMIT_FAILED_WINDOW' => '0']],
            'bad secure' => [['SMTP_SECURE' => 'starttls']],
            'bad log size' => [['LOG_MAX_BYTES' => '10M']],
        ];
    }

    /**
     * @dataProvider invalidSettings
     * @param array<string, string> $override
     */
    public function testInvalidSettingsAreRefused(array $override): void
    {
        $this->expectException(ConfigException::class);
        Config::fromArray($override + Settings::REQUIRED);
    }

    public function testFromNameCannotCarryHeaderBreaks(): void
    {
        $config = Config::fromArray(Settings::REQUIRED + ['MAIL_FROM_NAME' => "Agency\r\nBcc: x@example.com"]);
        self::assertStringNotContainsString("\n", $config->mailFromName);
    }

    public function testCaptchaHostnamesDefaultToTheHostsOfAllowedOrigins(): void
    {
        $config = Config::fromArray([
            'ALLOWED_ORIGINS' => 'https://www.example.com, https://Example.com:8443, http://[::1]:8080',
        ] + Settings::REQUIRED);
        self::assertSame(['www.example.com', 'example.com', '::1'], $config->recaptchaHostnames);

        $explicit = Config::fromArray([
            'ALLOWED_ORIGINS' => 'https://www.example.com', 'RECAPTCHA_HOSTNAMES' => 'forms.example.com',
        ] + Settings::REQUIRED);
        self::assertSame(['forms.example.com'], $explicit->recaptchaHostnames);
        $any = Config::fromArray(['RECAPTCHA_HOSTNAMES' => '*', 'ALLOWED_ORIGINS' => ''] + Settings::REQUIRED);
        self::assertSame(['*'], $any->recaptchaHostnames);
        $test = Config::fromArray(['RECAPTCHA_SECRET' => Config::GOOGLE_TEST_SECRET] + Settings::REQUIRED);
        self::assertSame(['*'], $test->recaptchaHostnames, "Google's test keys: testkey.google.com");
    }

    /** @return array<string, array{0: array<string, string>}> */
    public static function withoutCaptchaHostnames(): array
    {
        return [
            'neither set' => [['ALLOWED_ORIGINS' => '', 'RECAPTCHA_HOSTNAMES' => '']],
            'origins without a host' => [['ALLOWED_ORIGINS' => 'null, file://', 'RECAPTCHA_HOSTNAMES' => ' ']],
            "even with Google's test secret" => [
                ['ALLOWED_ORIGINS' => '', 'RECAPTCHA_SECRET' => Config::GOOGLE_TEST_SECRET],
            ],
        ];
    }

    /**
     * The Host header is the client's to write: it never says where a token may have been solved.
     *
     * @dataProvider withoutCaptchaHostnames
     * @param array<string, string> $override
     */
    public function testWithoutCaptchaHostnamesInTheSettingsTheEndpointRefusesToRun(array $override): void
    {
        $this->expectException(ConfigException::class);
        $this->expectExceptionMessageMatches('/^RECAPTCHA_HOSTNAMES is required \(or ALLOWED_ORIGINS/');
        Config::fromArray($override + Settings::REQUIRED);
    }

    public function testInTheSharedHostingLayoutTheDefaultsLieAboveTheDocumentRoot(): void
    {
        $home = sys_get_temp_dir() . '/config-test-' . bin2hex(random_bytes(4));
        mkdir("$home/public_html/php", 0700, true);
        try {
            self::assertSame("$home/public_html", Config::defaultsRoot("$home/public_html"), 'php/ beside dist/');
            file_put_contents("$home/public_html/404.html", '<!doctype html>');
            self::assertSame($home, Config::defaultsRoot("$home/public_html"), 'php/ inside the web root');
            unlink("$home/public_html/404.html");
            file_put_contents("$home/public_html/.htaccess", 'Options -Indexes');
            self::assertSame($home, Config::defaultsRoot("$home/public_html"));
        } finally {
            @unlink("$home/public_html/.htaccess");
            rmdir("$home/public_html/php");
            rmdir("$home/public_html");
            rmdir($home);
        }
    }
}

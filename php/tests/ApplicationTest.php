<?php

declare(strict_types=1);

namespace App\Tests;

use App\Application;
use App\Http\ErrorGuard;
use App\Http\HttpRequest;
use App\Tests\Fakes\FakeCaptchaVerifier;
use App\Tests\Fakes\FakeMailTransport;
use App\Tests\Fixtures\PhpProcess;
use App\Tests\Fixtures\Requests;
use App\Tests\Fixtures\Settings;
use App\Tests\Fixtures\TempDir;
use PHPUnit\Framework\TestCase;

/** The wiring: every setting reaches the class that uses it; serveHttp always answers JSON. */
final class ApplicationTest extends TestCase
{
    use TempDir;

    /** @return array<string, string> */
    private function env(array $override = []): array
    {
        return $override + [
            'MAIL_TO' => 'sales@example.com, owner@example.com',
            'MAIL_FROM_NAME' => 'Example Agency',
            'STORAGE_DIR' => $this->tempDir() . '/storage',
            'TRUSTED_PROXIES' => Requests::PROXY,
            'RATE_LIMIT_MAX' => '1',
        ] + Settings::REQUIRED;
    }

    private function app(array $override = []): Application
    {
        return new Application(Settings::config($this->env($override)));
    }

    public function testAnAcceptedEnquiryIsStoredInStorageDirAndMailedToMailToUnderTheBrand(): void
    {
        $app = $this->app();
        [$response, $id] = $app->handler(new FakeCaptchaVerifier())->handle(Requests::json(Requests::contact()));
        self::assertSame(200, $response->status);
        self::assertNotNull($id);
        $storage = $this->tempDir() . '/storage';
        foreach (['outbox.sqlite', 'client-hash.key', 'logs/endpoint.log'] as $file) {
            self::assertFileExists("$storage/$file");
        }

        $transport = new FakeMailTransport();
        self::assertSame(['sent' => 2, 'failed' => 0], $app->delivery($transport)->afterAnswer());
        [$staff, $ack] = $transport->sent;
        self::assertSame(['sales@example.com', 'owner@example.com'], $staff->to);
        self::assertStringContainsString((string) $id, $staff->subject);
        self::assertSame(['visitor@example.org'], $ack->to);
        self::assertSame('sales@example.com', $ack->replyTo);
        self::assertStringContainsString('Thank you for contacting Example Agency.', $ack->text);
        self::assertSame(0, $app->outbox()->pendingCount());
    }

    public function testWithAcknowledgementsOffOnlyTheStaffMailIsQueued(): void
    {
        $app = $this->app(['ACK_ENABLED' => 'off']);
        [, $id] = $app->handler(new FakeCaptchaVerifier())->handle(Requests::json(Requests::contact()));

        self::assertCount(1, $app->outbox()->messageIds((string) $id, time()));
    }

    public function testTheRateLimitCountsTheClientBehindATrustedProxy(): void
    {
        $handler = $this->app()->handler(new FakeCaptchaVerifier());

        self::assertSame(200, $handler->handle(Requests::forwarded('198.51.100.1', Requests::contact()))[0]->status);
        self::assertSame(429, $handler->handle(Requests::forwarded('198.51.100.1', Requests::contact()))[0]->status);
        self::assertSame(200, $handler->handle(Requests::forwarded('198.51.100.2', Requests::contact()))[0]->status);
    }

    public function testAllowedOriginsComeFromTheSettings(): void
    {
        $handler = $this->app(['ALLOWED_ORIGINS' => 'https://www.example.com'])->handler(new FakeCaptchaVerifier());
        $from = static fn (string $origin, string $ip): HttpRequest
            => Requests::forwarded($ip, Requests::contact(), ['Origin' => $origin]);

        self::assertSame(403, $handler->handle($from('https://evil.example', '198.51.100.3'))[0]->status);
        self::assertSame(200, $handler->handle($from('https://www.example.com', '198.51.100.4'))[0]->status);
    }

    public function testTheRealCaptchaVerifierIsAskedAtRecaptchaVerifyUrl(): void
    {
        $app = $this->app(['RECAPTCHA_VERIFY_URL' => 'http://127.0.0.1:1/siteverify']);
        [$response, $id] = $app->handler()->handle(Requests::json(Requests::contact()));

        self::assertSame(503, $response->status, 'nothing listens there: verifier unreachable');
        self::assertNull($id);
        self::assertSame([], $app->outbox()->listMessages(10));
    }

    public function testServeHttpAnswersJsonFromTheProcessEnvironment(): void
    {
        $run = PhpProcess::run(
            'App\Application::serveHttp(); report("status " . http_response_code());',
            $this->env() + ['REQUEST_METHOD' => 'GET'],
        );

        self::assertSame('{"success":false,"error":"Method not allowed."}', $run['stdout']);
        self::assertStringContainsString('status 405', $run['stderr']);
    }

    public function testServeHttpWithoutItsSettingsAnswersAGeneric500AndLogsWhy(): void
    {
        $env = $this->env(['REQUEST_METHOD' => 'POST']);
        unset($env['MAIL_TO']);
        $run = PhpProcess::run('App\Application::serveHttp(); report("status " . http_response_code());', $env);

        self::assertSame(ErrorGuard::internalError()->json(), $run['stdout']);
        self::assertStringContainsString('status 500', $run['stderr']);
        self::assertStringContainsString('ConfigException: MAIL_TO is required', $run['stderr']);
    }
}

<?php

declare(strict_types=1);

namespace App\Tests;

use App\Application;
use App\Http\ErrorGuard;
use App\Http\HttpRequest;
use App\Tests\Fakes\FakeCaptchaVerifier;
use App\Tests\Fakes\FakeHttpClient;
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

    /**
     * sendEmail.php's life in a PHP process of its own, with $env as its environment.
     *
     * @param array<string, string> $env
     * @return array{stdout: string, stderr: string} the answer's body; "status N" in stderr
     */
    private static function serveHttp(array $env): array
    {
        return PhpProcess::run('App\Application::serveHttp(); report("status " . http_response_code());', $env);
    }

    /** @return array{stdout: string, stderr: string} serveHttp() for a $method request, with $setting unset */
    private function serveHttpWithout(string $setting, string $method): array
    {
        $env = $this->env(['REQUEST_METHOD' => $method]);
        unset($env[$setting]);
        return self::serveHttp($env);
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
        $run = self::serveHttp($this->env() + ['REQUEST_METHOD' => 'GET']);

        self::assertSame('{"success":false,"error":"Method not allowed."}', $run['stdout']);
        self::assertStringContainsString('status 405', $run['stderr']);
    }

    public function testServeHttpWithoutItsSettingsAnswersAGeneric500AndLogsWhy(): void
    {
        $run = $this->serveHttpWithout('MAIL_TO', 'POST');

        self::assertSame(ErrorGuard::internalError()->json(), $run['stdout']);
        self::assertStringContainsString('status 500', $run['stderr']);
        self::assertStringContainsString('ConfigException: MAIL_TO is required', $run['stderr']);
    }

    public function testServeHttpAnswers405ToAGetEvenWithABrokenConfiguration(): void
    {
        $run = $this->serveHttpWithout('MAIL_TO', 'GET');

        self::assertSame('{"success":false,"error":"Method not allowed."}', $run['stdout']);
        self::assertStringContainsString('status 405', $run['stderr']);
    }

    /** @return list<int> the statuses of $requests, one after the other */
    private static function statuses(\App\Http\EnquiryHandler $handler, array $requests): array
    {
        return array_map(static fn (HttpRequest $r): int => $handler->handle($r)[0]->status, $requests);
    }

    public function testTheRateLimitCountsOneIpv6Slash64AndEverySpellingOfAnAddressAsOneClient(): void
    {
        $handler = $this->app()->handler(new FakeCaptchaVerifier());
        $from = static fn (string $hop): HttpRequest => Requests::forwarded($hop, Requests::contact());

        self::assertSame([200, 429, 429], self::statuses($handler, [
            $from('2001:db8:1:2::1'), $from('2001:db8:1:2:ffff::9'), $from('2001:DB8:1:2:0:0:0:1'),
        ]), 'one /64');
        self::assertSame([200], self::statuses($handler, [$from('2001:db8:1:3::1')]), 'the next /64');
        self::assertSame([200, 429, 429], self::statuses($handler, [
            $from('198.51.100.7'), $from('::ffff:198.51.100.7'), $from('198.51.100.7:50123'),
        ]), 'IPv4, IPv4-mapped IPv6 and with a port');
        self::assertSame([200, 429], self::statuses($handler, [
            $from('[2001:db8:9::1]:443'), $from('2001:db8:9::2'),
        ]));
    }

    public function testAMalformedForwardedHopIsAnUnknownClientNotTheProxy(): void
    {
        $handler = $this->app()->handler(new FakeCaptchaVerifier());
        $direct = Requests::post((string) json_encode(Requests::contact()), [], [], Requests::PROXY);

        self::assertSame([200, 200, 429], self::statuses($handler, [
            Requests::forwarded('not-an-address', Requests::contact()),
            $direct,
            Requests::forwarded('198.51.100.1 junk', Requests::contact()),
        ]), 'the malformed ones share a bucket of their own; the proxy keeps its own');
    }

    public function testFailedAttemptsHaveTheirOwnLimitAndAre429BeforeTheVerifierIsAsked(): void
    {
        $captcha = new FakeCaptchaVerifier('fail');
        $app = $this->app(['RATE_LIMIT_FAILED_MAX' => '3', 'RATE_LIMIT_FAILED_WINDOW' => '300']);
        $handler = $app->handler($captcha);
        $bad = Requests::forwarded('198.51.100.50', Requests::contact());
        $invalid = Requests::forwarded('198.51.100.50', Requests::contact(['name' => '']));

        // Past the limit a post the field rules refuse still hears why (422: no verifier, no
        // storage needed); one that would reach the verifier is 429.
        self::assertSame([400, 422, 400, 429, 422], self::statuses($handler, [$bad, $invalid, $bad, $bad, $invalid]));
        self::assertCount(2, $captcha->calls, 'the verifier is not asked once the limit is reached');
        [$limited] = $handler->handle($bad);
        self::assertThat((int) $limited->headers['Retry-After'], self::logicalAnd(
            self::greaterThan(290),
            self::lessThanOrEqual(300),
        ));
        self::assertStringContainsString('try again in 5 minutes', (string) $limited->body['error']);

        $captcha->mode = 'pass';
        self::assertSame([200], self::statuses($handler, [Requests::forwarded('198.51.100.51', Requests::contact())]));
    }

    public function testAHoneypotPostStoresNothingOfWhatWasSent(): void
    {
        $marker = 'honeypot-marker-' . bin2hex(random_bytes(4));
        $app = $this->app(['RATE_LIMIT_MAX' => '100']);
        $handler = $app->handler(new FakeCaptchaVerifier());
        $handler->handle(Requests::json(Requests::contact()));
        $storage = $this->tempDir() . '/storage';
        $before = self::folderSize($storage);

        for ($i = 0; $i < 20; $i++) {
            $post = Requests::forwarded("198.51.100.$i", Requests::contact([
                'website' => 'http://spam.example', 'message' => $marker . str_repeat('x', 30000),
            ]));
            [$response, $id] = $handler->handle($post);
            self::assertSame([200, ['success' => true], null], [$response->status, $response->body, $id]);
        }

        $pdo = new \PDO('sqlite:' . $storage . '/outbox.sqlite');
        self::assertSame(1, (int) $pdo->query('SELECT COUNT(*) FROM enquiries')->fetchColumn(), 'only the real one');
        foreach (self::files($storage) as $file) {
            self::assertStringNotContainsString($marker, (string) file_get_contents((string) $file), (string) $file);
        }
        // The repeat counts take a file of fixed size (RepeatFilter), made by the first post that
        // can repeat; past that, each post costs a log line at most.
        $repeats = $storage . '/logs/repeats';
        self::assertLessThanOrEqual(128 * 1024, filesize($repeats));
        $grown = self::folderSize($storage) - $before - filesize($repeats);
        self::assertLessThan(20 * 400, $grown, 'a log line each at most');
        $log = (string) file_get_contents($storage . '/logs/endpoint.log');
        self::assertSame(20, substr_count($log, '"outcome":"spam"'));
    }

    /** @return \Iterator<\SplFileInfo> every file under $dir */
    private static function files(string $dir): \Iterator
    {
        return new \RecursiveIteratorIterator(new \RecursiveDirectoryIterator($dir, \FilesystemIterator::SKIP_DOTS));
    }

    private static function folderSize(string $dir): int
    {
        $size = 0;
        foreach (self::files($dir) as $file) {
            $size += $file->getSize();
        }
        return $size;
    }

    public function testTheCaptchaMustHaveBeenSolvedOnAHostOfAllowedOrigins(): void
    {
        $app = $this->app(['ALLOWED_ORIGINS' => 'https://www.example.com', 'RATE_LIMIT_MAX' => '100']);
        $solvedOn = static fn (string $host): FakeHttpClient
            => new FakeHttpClient([200, (string) json_encode(['success' => true, 'hostname' => $host])]);

        $post = static fn (): HttpRequest => Requests::json(Requests::contact());

        self::assertSame(400, $app->handler(null, $solvedOn('evil.example'))->handle($post())[0]->status);
        self::assertSame(200, $app->handler(null, $solvedOn('www.example.com'))->handle($post())[0]->status);
    }

    public function testTheHostHeaderNeverDecidesWhereACaptchaMayHaveBeenSolved(): void
    {
        $app = $this->app(['ALLOWED_ORIGINS' => 'https://www.example.com', 'RATE_LIMIT_MAX' => '100']);
        $solvedOnEvil = new FakeHttpClient([200, (string) json_encode(['success' => true, 'hostname' => 'evil.com'])]);
        $request = Requests::post((string) json_encode(Requests::contact()), ['Host' => 'evil.com']);

        [$response, $id] = $app->handler(null, $solvedOnEvil)->handle($request);

        self::assertSame(400, $response->status);
        self::assertNull($id);
        self::assertSame([], $app->outbox()->listMessages(10), 'nothing stored, nothing mailed');
    }

    public function testServeHttpWithoutCaptchaHostnamesAnswers500AndNamesTheSetting(): void
    {
        $env = $this->env(['REQUEST_METHOD' => 'POST', 'ALLOWED_ORIGINS' => '', 'RECAPTCHA_HOSTNAMES' => '']);
        $run = self::serveHttp($env);

        self::assertSame(ErrorGuard::internalError()->json(), $run['stdout']);
        self::assertStringContainsString('status 500', $run['stderr']);
        self::assertStringContainsString('ConfigException: RECAPTCHA_HOSTNAMES is required', $run['stderr']);
    }
}

<?php

declare(strict_types=1);

namespace App\Tests\Http;

use App\Enquiry\EnquiryContract;
use App\Http\ClientAddress;
use App\Http\EnquiryHandler;
use App\Http\HttpRequest;
use App\Http\JsonResponse;
use App\Http\RequestGuard;
use App\Storage\AckLimiter;
use App\Storage\ClientHasher;
use App\Storage\Database;
use App\Storage\Outbox;
use App\Storage\RateLimiter;
use App\Storage\SecretKeyFile;
use App\Support\Logger;
use App\Tests\Fakes\FakeCaptchaVerifier;
use App\Tests\Fixtures\Enquiries;
use App\Tests\Fixtures\Requests;
use App\Tests\Fixtures\TempDir;
use PHPUnit\Framework\TestCase;

final class EnquiryHandlerTest extends TestCase
{
    use TempDir;

    private FakeCaptchaVerifier $captcha;
    private Database $db;
    private Outbox $outbox;
    private ClientHasher $hasher;
    private string $logFile;
    private string $rulesFile = EnquiryContract::FILE;
    private int $now = 1700000000;

    protected function setUp(): void
    {
        $this->captcha = new FakeCaptchaVerifier();
        $this->useStorage($this->tempDir() . '/storage');
        $this->logFile = $this->tempDir() . '/endpoint.log';
    }

    private function useStorage(string $dir): void
    {
        $this->db = new Database($dir);
        $this->outbox = new Outbox($this->db);
        $this->hasher = new ClientHasher(new SecretKeyFile($dir . '/client-hash.key'));
    }

    /** HMAC-SHA256 of $address with this installation's key, read back from its file. */
    private function keyedHash(string $address): string
    {
        $key = (new SecretKeyFile($this->tempDir() . '/storage/client-hash.key'))->key();
        return hash_hmac('sha256', $address, $key);
    }

    /** @return array{0: JsonResponse, 1: ?string} */
    private function handle(HttpRequest $request, bool $ack = true): array
    {
        $clients = new ClientAddress([Requests::PROXY]);
        return (new EnquiryHandler(
            new RequestGuard($clients, []),
            Enquiries::parser($this->rulesFile),
            Enquiries::validator($this->rulesFile),
            $clients,
            $this->hasher,
            $this->captcha,
            new RateLimiter($this->db, 2, 600),
            new RateLimiter($this->db, 3, 600, RateLimiter::FAILED),
            $this->db,
            $this->outbox,
            new AckLimiter($this->db, $this->hasher),
            new Logger($this->logFile),
            $ack,
            fn (): int => $this->now,
        ))->handle($request);
    }

    public function testAValidEnquiryIsStoredBeforeSuccessIsAnswered(): void
    {
        [$response, $id] = $this->handle(Requests::json(Requests::contact()));

        self::assertSame(200, $response->status);
        self::assertSame(['success' => true], $response->body);
        self::assertNotNull($id);
        self::assertCount(2, $this->outbox->messageIds($id, 1700000000));
        self::assertSame([['token', '203.0.113.7']], $this->captcha->calls);
    }

    /** @return list<string> the kinds of the mails queued for $id */
    private function kinds(string $id): array
    {
        $rows = array_filter($this->outbox->listMessages(1000), static fn (array $r): bool => $r['enquiry'] === $id);
        return array_values(array_map(static fn (array $r): string => (string) $r['kind'], $rows));
    }

    public function testAnAddressGetsOneAcknowledgementADayWhateverItsCaseOrTagAndStaffGetEveryEnquiry(): void
    {
        $post = fn (string $to, string $ip): ?string
            => $this->handle(Requests::forwarded($ip, Requests::contact(['to' => $to])))[1];

        $first = (string) $post('victim@example.net', '198.51.100.1');
        $again = (string) $post('victim@example.net', '198.51.100.2');
        $case = (string) $post('Victim@Example.NET', '198.51.100.3');
        $tagged = (string) $post('victim+news@example.net', '198.51.100.4');
        $other = (string) $post('someone@example.net', '198.51.100.5');
        $this->now += 86400;
        $nextDay = (string) $post('victim@example.net', '198.51.100.6');

        self::assertSame(['staff', 'ack'], $this->kinds($first));
        foreach ([$again, $case, $tagged] as $id) {
            self::assertSame(['staff'], $this->kinds($id), 'the staff mail only');
        }
        self::assertSame(['staff', 'ack'], $this->kinds($other));
        self::assertSame(['staff', 'ack'], $this->kinds($nextDay), 'a day later');
        $stored = (string) json_encode($this->db->pdo()->query('SELECT * FROM ack_recipients')->fetchAll());
        self::assertStringNotContainsString('victim', $stored, 'an HMAC of the address, never the address');
    }

    public function testWithoutAcknowledgementsOnlyTheStaffMailIsQueued(): void
    {
        [, $id] = $this->handle(Requests::json(Requests::quote()), false);
        self::assertCount(1, $this->outbox->messageIds((string) $id, 1700000000));
    }

    public function testTheHoneypotAnswersSuccessButStoresNothingButALogLine(): void
    {
        [$response, $id] = $this->handle(Requests::json(Requests::contact(['website' => 'x', 'name' => ''])));

        self::assertSame(200, $response->status);
        self::assertTrue($response->body['success']);
        self::assertNull($id);
        self::assertSame([], $this->captcha->calls);
        self::assertSame([], $this->outbox->listMessages(10), 'nothing stored');
        self::assertStringContainsString('"outcome":"spam"', (string) file_get_contents($this->logFile));
    }

    public function testAnUnknownClientIsNotNamedToTheVerifier(): void
    {
        $this->handle(Requests::forwarded('garbage', Requests::contact()));
        self::assertSame([['token', '']], $this->captcha->calls);
    }

    public function testFailedAttemptsCountUntilTheyAre429AndRejectedPostsOfOtherKindsDoNot(): void
    {
        $this->captcha->mode = 'fail';
        $post = static fn (array $o = []): HttpRequest => Requests::forwarded('198.51.100.70', Requests::contact($o));
        self::assertSame(400, $this->handle(Requests::forwarded('198.51.100.70', 'not json'))[0]->status);
        self::assertSame(400, $this->handle($post())[0]->status);
        self::assertSame(422, $this->handle($post(['to' => 'nope']))[0]->status);
        self::assertSame(400, $this->handle($post())[0]->status);

        [$limited] = $this->handle($post());
        self::assertSame(429, $limited->status);
        $message = 'Too many attempts from your address. Please try again in 10 minutes.';
        self::assertSame($message, $limited->body['error']);
        self::assertCount(2, $this->captcha->calls, 'unparseable posts do not count; the 429 asks nobody');
    }

    public function testAnUnavailableVerifierIsNotTheClientsFailure(): void
    {
        $this->captcha->mode = 'down';
        for ($i = 0; $i < 5; $i++) {
            self::assertSame(503, $this->handle(Requests::forwarded('198.51.100.71', Requests::contact()))[0]->status);
        }
    }

    public function testFieldErrorsComeBeforeTheCaptchaCheck(): void
    {
        [$response] = $this->handle(Requests::json(Requests::contact(['name' => '', 'recaptchaToken' => ''])));
        self::assertSame(422, $response->status);
        self::assertSame(['success' => false, 'error' => 'Name is required', 'field' => 'name'], $response->body);
        self::assertSame([], $this->captcha->calls);
    }

    public function testAMissingCaptchaTokenIs422(): void
    {
        [$response] = $this->handle(Requests::json(Requests::contact(['recaptchaToken' => ''])));
        self::assertSame(422, $response->status);
        $expected = ['success' => false, 'error' => 'Please complete the reCAPTCHA verification'];
        self::assertSame($expected, $response->body);
        self::assertSame([], $this->captcha->calls);
    }

    public function testWithoutItsFieldRulesTheEndpointAnswers503AndSaysWhyInTheErrorLog(): void
    {
        $this->rulesFile = $this->tempDir() . '/missing-rules.json';
        $errorLog = $this->tempDir() . '/php-error.log';
        $previous = ini_set('error_log', $errorLog);
        try {
            [$response, $id] = $this->handle(Requests::json(Requests::contact()));
        } finally {
            ini_set('error_log', (string) $previous);
        }

        self::assertSame(503, $response->status);
        self::assertSame(
            ['success' => false, 'error' => 'We could not receive your enquiry just now. Please try again later.'],
            $response->body,
        );
        self::assertSame('60', $response->headers['Retry-After']);
        self::assertNull($id);
        self::assertSame([], $this->captcha->calls);
        self::assertSame([], $this->outbox->listMessages(10), 'nothing stored');
        $why = 'RulesUnavailable: cannot read missing-rules.json';
        self::assertStringContainsString($why, (string) file_get_contents($errorLog));
        $log = (string) file_get_contents($this->logFile);
        self::assertStringContainsString('"outcome":"rules-unavailable: cannot read missing-rules.json"', $log);
    }

    public function testARejectedCaptchaIs400AndNothingIsStored(): void
    {
        $this->captcha->mode = 'fail';
        [$response, $id] = $this->handle(Requests::json(Requests::contact()));
        self::assertSame(400, $response->status);
        self::assertSame('Captcha verification failed. Please complete the reCAPTCHA again.', $response->body['error']);
        self::assertNull($id);
        self::assertSame([], $this->outbox->listMessages(10));
    }

    public function testAnUnavailableCaptchaVerifierIs503(): void
    {
        $this->captcha->mode = 'down';
        [$response, $id] = $this->handle(Requests::json(Requests::contact()));
        self::assertSame(503, $response->status);
        self::assertFalse($response->body['success']);
        self::assertStringContainsString('try again later', $response->body['error']);
        self::assertNull($id);
    }

    public function testUnwritableStorageIs503(): void
    {
        file_put_contents($this->tempDir() . '/file', 'x');
        $this->useStorage($this->tempDir() . '/file/storage');
        [$response, $id] = $this->handle(Requests::json(Requests::contact()));
        self::assertSame(503, $response->status);
        self::assertStringContainsString('try again later', $response->body['error']);
        self::assertNull($id);
    }

    /** @return array<string, array{0: string}> */
    public static function storageOutages(): array
    {
        return [
            'the folder cannot be made' => ['under-a-file'],
            'the key file is malformed' => ['bad-key'],
        ];
    }

    /**
     * @dataProvider storageOutages
     */
    public function testWithStorageDownTheHoneypotIs200AndAnInvalidPostIs422ButValidOnesFailClosed(string $outage): void
    {
        if ($outage === 'under-a-file') {
            file_put_contents($this->tempDir() . '/file', 'x');
            $this->useStorage($this->tempDir() . '/file/storage');
        } else {
            mkdir($this->tempDir() . '/storage', 0700, true);
            file_put_contents($this->tempDir() . '/storage/client-hash.key', "not a key\n");
        }

        [$honeypot] = $this->handle(Requests::json(Requests::contact(['website' => 'http://spam.example'])));
        [$invalid] = $this->handle(Requests::json(Requests::contact(['name' => 'A'])));
        [$noToken] = $this->handle(Requests::json(Requests::contact(['recaptchaToken' => ''])));
        [$valid, $id] = $this->handle(Requests::json(Requests::contact()));

        self::assertSame([200, ['success' => true]], [$honeypot->status, $honeypot->body]);
        self::assertSame([422, 'name'], [$invalid->status, $invalid->body['field'] ?? null]);
        self::assertSame(422, $noToken->status);
        self::assertSame(503, $valid->status, 'a post that could be accepted fails closed');
        self::assertNull($id);
        self::assertSame([], $this->captcha->calls, 'the verifier is not asked for what cannot be stored');
        $log = (string) file_get_contents($this->logFile);
        self::assertStringContainsString('"outcome":"spam"', $log);
        self::assertStringContainsString('"outcome":"rejected-422"', $log);
        self::assertStringContainsString('"outcome":"failure-not-counted: storage-unavailable"', $log);
        self::assertStringContainsString('"outcome":"storage-unavailable"', $log);
    }

    public function testAPostTheFieldRulesRefuseIs422EvenPastTheRateLimits(): void
    {
        $forwarded = static fn (array $o = []): HttpRequest
            => Requests::forwarded('198.51.100.80', Requests::contact($o));
        self::assertSame([200, 200, 429], array_map(
            fn (HttpRequest $r): int => $this->handle($r)[0]->status,
            [$forwarded(), $forwarded(), $forwarded()],
        ));
        [$response] = $this->handle($forwarded(['to' => 'nope']));
        self::assertSame([422, 'to'], [$response->status, $response->body['field'] ?? null]);
    }

    public function testAcceptedPostsAreRateLimitedPerClientAddress(): void
    {
        $forwarded = static fn (string $ip): HttpRequest => Requests::forwarded($ip, Requests::contact());
        self::assertSame(200, $this->handle($forwarded('198.51.100.1'))[0]->status);
        $invalid = Requests::forwarded('198.51.100.1', '{"flag":"contact_us"}');
        self::assertSame(422, $this->handle($invalid)[0]->status, 'rejected posts do not count');
        self::assertSame(200, $this->handle($forwarded('198.51.100.1'))[0]->status);

        [$limited] = $this->handle($forwarded('198.51.100.1'));
        self::assertSame(429, $limited->status);
        self::assertSame('600', $limited->headers['Retry-After']);
        $message = 'Too many enquiries from your address. Please try again in 10 minutes.';
        self::assertSame($message, $limited->body['error']);
        self::assertSame(200, $this->handle($forwarded('198.51.100.2'))[0]->status);
    }

    public function testTheLimitHoldsForPostsThatArriveTogether(): void
    {
        $request = Requests::forwarded('198.51.100.9', Requests::contact());
        $limiter = new RateLimiter($this->db, 2, 600);
        $hash = $this->hasher->hash('198.51.100.9');
        // Two posts from the same address are accepted while this one waits for its captcha check.
        $this->captcha->meanwhile = function () use ($limiter, $hash): void {
            $limiter->record($hash, 1700000000);
            $limiter->record($hash, 1700000000);
        };

        [$response, $id] = $this->handle($request);

        self::assertSame(429, $response->status);
        self::assertNull($id);
        self::assertSame([], $this->outbox->listMessages(10), 'nothing stored');
    }

    public function testTheStoredClientHashIsKeyedAndTheSameFromOneRequestToTheNext(): void
    {
        $this->handle(Requests::json(Requests::contact()));
        $this->handle(Requests::json(Requests::quote()));
        $hashes = $this->db->pdo()->query('SELECT DISTINCT client_hash FROM enquiries')->fetchAll(\PDO::FETCH_COLUMN);

        self::assertSame([$this->keyedHash('203.0.113.7')], $hashes);
    }

    public function testRequestErrorsAreJson(): void
    {
        [$response] = $this->handle(Requests::post('{}', [], [], '203.0.113.7', 'GET'));
        self::assertSame(405, $response->status);
        self::assertSame('POST', $response->headers['Allow']);
        self::assertSame(400, $this->handle(Requests::post('nope'))[0]->status);
    }

    public function testTheLogHoldsNoVisitorData(): void
    {
        $this->handle(Requests::json(Requests::contact()));
        $this->handle(Requests::json(Requests::contact(['name' => ''])));
        $log = (string) file_get_contents($this->logFile);

        self::assertStringContainsString('"outcome":"accepted"', $log);
        self::assertStringContainsString('"outcome":"rejected-422"', $log);
        self::assertStringContainsString($this->keyedHash('203.0.113.7'), $log);
        self::assertStringNotContainsString(hash('sha256', '203.0.113.7'), $log, 'no unkeyed hash');
        foreach (['Ada', 'visitor@example.org', 'call me', '203.0.113.7"'] as $secret) {
            self::assertStringNotContainsString($secret, $log);
        }
    }
}

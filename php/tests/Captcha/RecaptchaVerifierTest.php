<?php

declare(strict_types=1);

namespace App\Tests\Captcha;

use App\Captcha\CaptchaUnavailable;
use App\Captcha\RecaptchaVerifier;
use App\Tests\Fakes\FakeHttpClient;
use PHPUnit\Framework\TestCase;

final class RecaptchaVerifierTest extends TestCase
{
    private const URL = 'http://127.0.0.1:9/siteverify';

    private static function verifier(FakeHttpClient $http, array $hostnames = ['example.com']): RecaptchaVerifier
    {
        return new RecaptchaVerifier($http, self::URL, 'the-secret', $hostnames);
    }

    public function testPostsSecretResponseAndRemoteIpWithAFiveSecondTimeout(): void
    {
        $http = new FakeHttpClient([200, '{"success":true,"hostname":"example.com"}']);

        self::assertTrue(self::verifier($http, ['*'])->verify('tok', '203.0.113.7'));
        self::assertSame([[
            'url' => self::URL,
            'fields' => ['secret' => 'the-secret', 'response' => 'tok', 'remoteip' => '203.0.113.7'],
            'timeout' => 5,
        ]], $http->calls);
    }

    public function testRejectionIsFalse(): void
    {
        $http = new FakeHttpClient([200, '{"success":false,"error-codes":["timeout-or-duplicate"]}']);
        self::assertFalse(self::verifier($http)->verify('tok', '203.0.113.7'));
    }

    public function testHostnameIsCheckedWhenConfigured(): void
    {
        $http = new FakeHttpClient([200, '{"success":true,"hostname":"Example.com"}']);
        self::assertTrue(self::verifier($http, ['example.com'])->verify('tok', ''));
        self::assertFalse(self::verifier($http, ['other.example'])->verify('tok', ''));
        self::assertTrue(self::verifier($http, ['*'])->verify('tok', ''), 'any host');
    }

    public function testWithoutHostnamesNothingPassesAndAnAnswerWithoutAHostnameNeverDoes(): void
    {
        $http = new FakeHttpClient([200, '{"success":true,"hostname":"example.com"}']);
        self::assertFalse(self::verifier($http, [])->verify('tok', ''));
        $none = new FakeHttpClient([200, '{"success":true}']);
        self::assertFalse(self::verifier($none)->verify('tok', ''));
    }

    /** @return array<string, array{0: array{0: int, 1: string}|null}> */
    public static function unusableAnswers(): array
    {
        return [
            'unreachable' => [null],
            'server error' => [[500, '{"success":true}']],
            'bad gateway' => [[502, '<html>']],
            'html' => [[200, '<html>busy</html>']],
            'empty' => [[200, '']],
            'success not boolean' => [[200, '{"success":"true"}']],
            'bad secret' => [[200, '{"success":false,"error-codes":["invalid-input-secret"]}']],
        ];
    }

    /**
     * @dataProvider unusableAnswers
     * @param array{0: int, 1: string}|null $answer
     */
    public function testUnusableAnswersMeanUnavailable(?array $answer): void
    {
        $this->expectException(CaptchaUnavailable::class);
        self::verifier(new FakeHttpClient($answer))->verify('tok', '203.0.113.7');
    }
}

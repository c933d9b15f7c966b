<?php

declare(strict_types=1);

namespace App\Tests\Http;

use App\Http\HttpRequest;
use PHPUnit\Framework\TestCase;

final class HttpRequestTest extends TestCase
{
    /** @return resource */
    private static function body(string $text)
    {
        $stream = fopen('php://memory', 'w+b');
        fwrite($stream, $text);
        rewind($stream);
        return $stream;
    }

    /** @param array<string, mixed> $server */
    private static function request(array $server, array $cookies = [], string $body = '', int $max = 100): HttpRequest
    {
        return HttpRequest::fromGlobals($server, $cookies, $max, self::body($body));
    }

    public function testHeadersComeFromHttpKeysPlusContentTypeAndLengthWithLowerCaseNames(): void
    {
        $request = self::request([
            'HTTP_X_FORWARDED_FOR' => '198.51.100.1',
            'HTTP_ORIGIN' => 'https://www.example.com',
            'HTTP_X_XSRF_TOKEN' => 'abc',
            'CONTENT_TYPE' => 'application/json; charset=utf-8',
            'CONTENT_LENGTH' => '42',
            'SCRIPT_FILENAME' => '/srv/site/php/sendEmail.php',
            'HTTP_X_NUMBER' => 5,
        ]);

        self::assertSame([
            'x-forwarded-for' => '198.51.100.1',
            'origin' => 'https://www.example.com',
            'x-xsrf-token' => 'abc',
            'content-type' => 'application/json; charset=utf-8',
            'content-length' => '42',
        ], $request->headers);
        self::assertSame('abc', $request->header('X-XSRF-Token'));
        self::assertNull($request->header('Cookie'));
    }

    public function testTheMethodIsUpperCaseAndDefaultsToGet(): void
    {
        self::assertSame('POST', self::request(['REQUEST_METHOD' => 'post'])->method);
        self::assertSame('GET', self::request([])->method);
    }

    public function testHttpsFromTheHttpsFlagOrTheRequestScheme(): void
    {
        self::assertTrue(self::request(['HTTPS' => 'on'])->https);
        self::assertTrue(self::request(['HTTPS' => 'ON'])->https);
        self::assertTrue(self::request(['REQUEST_SCHEME' => 'https'])->https);
        self::assertFalse(self::request(['HTTPS' => 'off', 'REQUEST_SCHEME' => 'http'])->https);
        self::assertFalse(self::request([])->https);
    }

    public function testTheRemoteAddressAndOnlyStringCookiesAreKept(): void
    {
        $request = self::request(['REMOTE_ADDR' => '203.0.113.7'], ['XSRF-TOKEN' => 'abc', 'list' => ['a', 'b']]);

        self::assertSame('203.0.113.7', $request->remoteAddress);
        self::assertSame(['XSRF-TOKEN' => 'abc'], $request->cookies);
        self::assertSame('', self::request([])->remoteAddress);
    }

    public function testTheBodyIsReadWholeUpToOneBytePastTheLimit(): void
    {
        self::assertSame('{"a":1}', self::request([], [], '{"a":1}', 10)->body);
        self::assertSame(str_repeat('x', 11), self::request([], [], str_repeat('x', 5000), 10)->body);
        self::assertSame(str_repeat('x', 10), self::request([], [], str_repeat('x', 10), 10)->body);
    }

    public function testWithoutAStreamTheBodyIsPhpInput(): void
    {
        // The CLI has no request body: php://input is empty.
        self::assertSame('', HttpRequest::fromGlobals(['REQUEST_METHOD' => 'POST'], [], 100)->body);
    }
}

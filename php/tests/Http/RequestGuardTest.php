<?php

declare(strict_types=1);

namespace App\Tests\Http;

use App\Http\ClientAddress;
use App\Http\HttpError;
use App\Http\HttpRequest;
use App\Http\RequestGuard;
use App\Tests\Fixtures\Requests;
use PHPUnit\Framework\TestCase;

final class RequestGuardTest extends TestCase
{
    /** @param list<string> $origins */
    private static function guard(array $origins = [], array $proxies = []): RequestGuard
    {
        return new RequestGuard(new ClientAddress($proxies), $origins);
    }

    private static function status(RequestGuard $guard, HttpRequest $request): int
    {
        try {
            $guard->check($request);
            return 200;
        } catch (HttpError $e) {
            return $e->status;
        }
    }

    public function testOnlyPostIsAllowed(): void
    {
        foreach (['GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS', 'PATCH'] as $method) {
            try {
                self::guard()->check(Requests::post('{}', [], [], '203.0.113.7', $method));
                self::fail("$method must be refused");
            } catch (HttpError $e) {
                self::assertSame(405, $e->status);
                self::assertSame(['Allow' => 'POST'], $e->headers);
            }
        }
    }

    public function testContentTypeMustBeJson(): void
    {
        self::assertSame(200, self::status(self::guard(), Requests::post('{}')));
        $charset = Requests::post('{}', ['Content-Type' => 'Application/JSON; charset=UTF-8']);
        self::assertSame(200, self::status(self::guard(), $charset));
        foreach (['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data', ''] as $type) {
            self::assertSame(415, self::status(self::guard(), Requests::post('{}', ['Content-Type' => $type])));
        }
    }

    public function testBodyOver32KibIsTooLarge(): void
    {
        self::assertSame(200, self::status(self::guard(), Requests::post(str_repeat(' ', 32768))));
        self::assertSame(413, self::status(self::guard(), Requests::post(str_repeat(' ', 32769))));
        self::assertSame(413, self::status(self::guard(), Requests::post('{}', ['Content-Length' => '40000'])));
    }

    public function testOriginDefaultsToTheRequestsOwnHost(): void
    {
        self::assertSame(200, self::status(self::guard(), Requests::post('{}', ['Origin' => 'http://example.com'])));
        self::assertSame(403, self::status(self::guard(), Requests::post('{}', ['Origin' => 'https://example.com'])));
        self::assertSame(403, self::status(self::guard(), Requests::post('{}', ['Origin' => 'http://evil.test'])));
        self::assertSame(403, self::status(self::guard(), Requests::post('{}', ['Origin' => 'null'])));
        $https = new HttpRequest('POST', ['content-type' => 'application/json', 'host' => 'example.com',
            'origin' => 'https://example.com'], [], '{}', '203.0.113.7', true);
        self::assertSame(200, self::status(self::guard(), $https));
    }

    public function testForwardedProtoCountsOnlyFromATrustedProxy(): void
    {
        $headers = ['Origin' => 'https://example.com', 'X-Forwarded-Proto' => 'https'];
        self::assertSame(403, self::status(self::guard(), Requests::post('{}', $headers, [], '10.0.0.2')));
        $trusting = self::guard([], ['10.0.0.0/8']);
        self::assertSame(200, self::status($trusting, Requests::post('{}', $headers, [], '10.0.0.2')));
    }

    public function testAllowedOriginsReplaceTheOwnHost(): void
    {
        $guard = self::guard(['https://www.example.com', 'http://localhost:8080']);
        self::assertSame(200, self::status($guard, Requests::post('{}', ['Origin' => 'https://WWW.example.com/'])));
        self::assertSame(200, self::status($guard, Requests::post('{}', ['Origin' => 'http://localhost:8080'])));
        self::assertSame(403, self::status($guard, Requests::post('{}', ['Origin' => 'http://example.com'])));
        self::assertSame(200, self::status($guard, Requests::post('{}')));
    }

    public function testXsrfHeaderMustMatchTheCookieWhenTheCookieIsPresent(): void
    {
        $cookie = ['XSRF-TOKEN' => 'abc123'];
        self::assertSame(200, self::status(self::guard(), Requests::post('{}', ['X-XSRF-TOKEN' => 'abc123'], $cookie)));
        self::assertSame(403, self::status(self::guard(), Requests::post('{}', [], $cookie)));
        self::assertSame(403, self::status(self::guard(), Requests::post('{}', ['X-XSRF-TOKEN' => 'abc'], $cookie)));
        self::assertSame(200, self::status(self::guard(), Requests::post('{}', ['X-XSRF-TOKEN' => 'whatever'])));
    }
}

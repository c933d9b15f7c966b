<?php

declare(strict_types=1);

namespace App\Tests\Http;

use App\Http\ClientAddress;
use App\Tests\Fixtures\Requests;
use PHPUnit\Framework\TestCase;

final class ClientAddressTest extends TestCase
{
    private static function resolve(array $proxies, string $remote, ?string $forwarded): string
    {
        $headers = $forwarded === null ? [] : ['X-Forwarded-For' => $forwarded];
        return (new ClientAddress($proxies))->resolve(Requests::post('{}', $headers, [], $remote));
    }

    public function testForwardedForIsIgnoredFromUntrustedPeers(): void
    {
        self::assertSame('203.0.113.7', self::resolve([], '203.0.113.7', '198.51.100.1'));
        self::assertSame('203.0.113.7', self::resolve(['10.0.0.1'], '203.0.113.7', '198.51.100.1'));
    }

    public function testRightMostUntrustedEntryWins(): void
    {
        $proxies = ['10.0.0.0/8', '127.0.0.1'];
        self::assertSame('198.51.100.9', self::resolve($proxies, '127.0.0.1', '1.2.3.4, 198.51.100.9, 10.1.2.3'));
        self::assertSame('198.51.100.9', self::resolve($proxies, '10.0.0.5', '198.51.100.9'));
    }

    public function testTrustedProxyWithoutHeaderIsTheClient(): void
    {
        self::assertSame('127.0.0.1', self::resolve(['127.0.0.1'], '127.0.0.1', null));
    }

    public function testGarbageStopsTheWalk(): void
    {
        self::assertSame('10.0.0.5', self::resolve(['10.0.0.0/8'], '10.0.0.5', 'evil, not-an-ip'));
        self::assertSame('198.51.100.9', self::resolve(['10.0.0.0/8'], '10.0.0.5', 'junk, 198.51.100.9'));
    }

    public function testRangesForIpv4AndIpv6(): void
    {
        $clients = new ClientAddress(['192.168.0.0/23', '2001:db8::/32', '::1']);
        self::assertTrue($clients->isTrusted('192.168.1.200'));
        self::assertFalse($clients->isTrusted('192.168.2.1'));
        self::assertTrue($clients->isTrusted('2001:db8:1::5'));
        self::assertFalse($clients->isTrusted('2001:db9::1'));
        self::assertTrue($clients->isTrusted('::1'));
        self::assertFalse($clients->isTrusted('127.0.0.1'));
        self::assertFalse($clients->isTrusted('nonsense'));
    }
}

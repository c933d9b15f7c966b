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

    public function testAMalformedHopMakesTheClientUnknownNeverTheProxy(): void
    {
        // The walk stops at the first untrusted address; garbage reached before one means the
        // client cannot be told, which is not the proxy (every visitor behind it would share it).
        self::assertSame(ClientAddress::UNKNOWN, self::resolve(['10.0.0.0/8'], '10.0.0.5', 'evil, not-an-ip'));
        self::assertSame(ClientAddress::UNKNOWN, self::resolve(['10.0.0.0/8'], '10.0.0.5', '198.51.100.9, junk'));
        self::assertSame(ClientAddress::UNKNOWN, self::resolve(['10.0.0.0/8'], '10.0.0.5', '010.1.2.3'));
        self::assertSame(ClientAddress::UNKNOWN, self::resolve(['10.0.0.0/8'], '10.0.0.5', '1.2.3.4:99999'));
        self::assertSame(ClientAddress::UNKNOWN, self::resolve(['10.0.0.0/8'], '10.0.0.5', '1.2.3.4, '));
        self::assertSame('198.51.100.9', self::resolve(['10.0.0.0/8'], '10.0.0.5', 'junk, 198.51.100.9'));
        self::assertSame(ClientAddress::UNKNOWN, self::resolve([], 'not an address', null));
    }

    public function testBytesNoAddressHasAreUnknownNeverAnError(): void
    {
        foreach (["1.2.3\0.4", "a\0", "\xff\xfe::1", "1.2.3.4 x", str_repeat('1', 5000)] as $hop) {
            self::assertSame(ClientAddress::UNKNOWN, self::resolve(['10.0.0.0/8'], '10.0.0.5', $hop), bin2hex($hop));
        }
        self::assertSame(ClientAddress::UNKNOWN, self::resolve([], "203.0\0.113.7", null));
        self::assertFalse((new ClientAddress(["10.0\0.0.0/8"]))->isTrusted('10.0.0.1'));
    }

    public function testHopsWithAPortAreTheirAddress(): void
    {
        $proxies = ['10.0.0.0/8'];
        self::assertSame('198.51.100.9', self::resolve($proxies, '10.0.0.5', '198.51.100.9:1234'));
        self::assertSame('198.51.100.9', self::resolve($proxies, '10.0.0.5', '198.51.100.9:1234, 10.50.0.1:80'));
        self::assertSame('2001:db8::7', self::resolve($proxies, '10.0.0.5', '[2001:db8::7]:4711'));
        self::assertSame('2001:db8::7', self::resolve($proxies, '10.0.0.5', '[2001:DB8::7]'));
    }

    public function testAddressesAreCanonical(): void
    {
        self::assertSame('2001:db8::1', self::resolve([], '2001:0DB8:0000:0000::0001', null));
        self::assertSame('198.51.100.9', self::resolve([], '::ffff:198.51.100.9', null));
        self::assertSame('198.51.100.9', self::resolve(['127.0.0.1'], '::ffff:127.0.0.1', '::FFFF:c633:6409'));
        self::assertSame('fe80::1', self::resolve([], 'fe80::1%eth0', null));
    }

    public function testTheRateLimitBucketIsTheAddressOrForIpv6ItsSlash64(): void
    {
        self::assertSame('198.51.100.9', ClientAddress::bucket('198.51.100.9'));
        self::assertSame('2001:db8:1:2::/64', ClientAddress::bucket('2001:db8:1:2:aaaa:bbbb:cccc:dddd'));
        self::assertSame('2001:db8:1:2::/64', ClientAddress::bucket('2001:db8:1:2::1'));
        self::assertSame('2001:db8:1:3::/64', ClientAddress::bucket('2001:db8:1:3::1'));
        self::assertSame(ClientAddress::UNKNOWN, ClientAddress::bucket(ClientAddress::UNKNOWN));
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
        self::assertTrue($clients->isTrusted('::ffff:192.168.0.9'), 'IPv4-mapped');
        $malformed = new ClientAddress(['10.0.0.0/x', '10.0.0.0/99']);
        self::assertFalse($malformed->isTrusted('192.0.2.1'), 'malformed ranges trust nobody');
    }
}

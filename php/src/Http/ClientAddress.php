<?php

declare(strict_types=1);

namespace App\Http;

/**
 * Finds the visitor's address: REMOTE_ADDR, unless that is a trusted proxy, then the right-most
 * X-Forwarded-For entry that is not a trusted proxy. Addresses come out canonical (one spelling
 * per address, IPv4-mapped IPv6 as IPv4), so that the rate limit cannot be dodged by respelling.
 *
 * A hop that is not an address (with or without a port) where the walk needs it makes the client
 * UNKNOWN: a bucket of its own. It is never the proxy's address, which every visitor behind that
 * proxy would then share.
 */
final class ClientAddress
{
    public const UNKNOWN = 'unknown';

    /** @param list<string> $trustedProxies addresses or CIDR ranges */
    public function __construct(private readonly array $trustedProxies)
    {
    }

    /** The canonical client address, or UNKNOWN. */
    public function resolve(HttpRequest $request): string
    {
        $peer = self::canonical($request->remoteAddress);
        if ($peer === null) {
            return self::UNKNOWN;
        }
        $header = trim((string) $request->header('x-forwarded-for'));
        if (!$this->isTrusted($peer) || $header === '') {
            return $peer;
        }
        $address = $peer;
        foreach (array_reverse(explode(',', $header)) as $hop) {
            $hop = self::canonical(self::withoutPort(trim($hop)));
            if ($hop === null) {
                return self::UNKNOWN;
            }
            $address = $hop;
            if (!$this->isTrusted($hop)) {
                break;
            }
        }
        return $address;
    }

    /**
     * The rate limit's key for a client: the address itself for IPv4, the /64 for IPv6 (one
     * subscriber usually holds a whole /64 and can pick any address in it).
     */
    public static function bucket(string $address): string
    {
        $binary = self::binary($address);
        if ($binary === false || strlen($binary) === 4) {
            return $address;
        }
        return inet_ntop(substr($binary, 0, 8) . str_repeat("\0", 8)) . '/64';
    }

    /** One spelling per address: lower-case, zeros compressed, IPv4-mapped IPv6 as IPv4; null if none. */
    public static function canonical(string $text): ?string
    {
        $text = trim($text);
        if (str_contains($text, ':') && str_contains($text, '%')) {
            $text = (string) strstr($text, '%', true); // fe80::1%eth0: the zone names our interface
        }
        $binary = self::binary($text);
        if ($binary === false) {
            return null;
        }
        if (strlen($binary) === 16 && str_starts_with($binary, str_repeat("\0", 10) . "\xff\xff")) {
            $binary = substr($binary, 12);
        }
        return (string) inet_ntop($binary);
    }

    public function isTrusted(string $address): bool
    {
        $address = self::canonical($address);
        if ($address === null) {
            return false;
        }
        foreach ($this->trustedProxies as $range) {
            if (self::inRange($address, $range)) {
                return true;
            }
        }
        return false;
    }

    /** inet_pton() for text that can be an address at all (it throws on a NUL byte); false otherwise. */
    private static function binary(string $text): string|false
    {
        if (preg_match('/^[0-9A-Fa-f:.]{2,45}$/D', $text) !== 1) {
            return false;
        }
        return @inet_pton($text);
    }

    /** "192.0.2.1:4711" and "[2001:db8::1]:4711" (some proxies add the port) → the address. */
    private static function withoutPort(string $hop): string
    {
        if (preg_match('/^\[([^\]]+)\](?::\d{1,5})?$/D', $hop, $match) === 1) {
            return $match[1];
        }
        if (preg_match('/^([\d.]+):(\d{1,5})$/D', $hop, $match) === 1 && (int) $match[2] <= 65535) {
            return $match[1];
        }
        return $hop;
    }

    private static function inRange(string $address, string $range): bool
    {
        [$network, $bits] = array_pad(explode('/', $range, 2), 2, null);
        $ip = self::binary($address);
        $net = self::binary((string) self::canonical((string) $network));
        if ($ip === false || $net === false || strlen($ip) !== strlen($net)) {
            return false;
        }
        if ($bits !== null && (preg_match('/^\d{1,3}$/D', $bits) !== 1 || (int) $bits > strlen($ip) * 8)) {
            return false; // a malformed range trusts nobody, rather than everybody (/0)
        }
        $bits = $bits === null ? strlen($ip) * 8 : (int) $bits;
        $bytes = intdiv($bits, 8);
        if (substr($ip, 0, $bytes) !== substr($net, 0, $bytes)) {
            return false;
        }
        $rest = $bits % 8;
        if ($rest === 0) {
            return true;
        }
        $mask = (0xff << (8 - $rest)) & 0xff;
        return (ord($ip[$bytes]) & $mask) === (ord($net[$bytes]) & $mask);
    }
}

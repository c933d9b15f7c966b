<?php

declare(strict_types=1);

namespace App\Http;

/**
 * Finds the visitor's address: REMOTE_ADDR, unless that is a trusted proxy, then the
 * right-most X-Forwarded-For entry that is not a trusted proxy.
 */
final class ClientAddress
{
    /** @param list<string> $trustedProxies addresses or CIDR ranges */
    public function __construct(private readonly array $trustedProxies)
    {
    }

    public function resolve(HttpRequest $request): string
    {
        $address = $request->remoteAddress;
        if (!$this->isTrusted($address)) {
            return $address;
        }
        $forwarded = array_map('trim', explode(',', (string) $request->header('x-forwarded-for')));
        foreach (array_reverse($forwarded) as $hop) {
            if (inet_pton($hop) === false) {
                break;
            }
            $address = $hop;
            if (!$this->isTrusted($hop)) {
                break;
            }
        }
        return $address;
    }

    public function isTrusted(string $address): bool
    {
        foreach ($this->trustedProxies as $range) {
            if (self::inRange($address, $range)) {
                return true;
            }
        }
        return false;
    }

    private static function inRange(string $address, string $range): bool
    {
        [$network, $bits] = array_pad(explode('/', $range, 2), 2, null);
        $ip = @inet_pton($address);
        $net = @inet_pton((string) $network);
        if ($ip === false || $net === false || strlen($ip) !== strlen($net)) {
            return false;
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

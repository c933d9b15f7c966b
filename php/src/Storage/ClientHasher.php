<?php

declare(strict_types=1);

namespace App\Storage;

/**
 * What the logs, the database and the rate limit keep instead of the client address: an
 * HMAC-SHA256 keyed with this installation's secret, so a hash cannot be reversed by hashing every
 * IPv4 address, yet stays the same from one request to the next.
 */
final class ClientHasher
{
    public function __construct(private readonly SecretKeyFile $key)
    {
    }

    /** @throws StorageUnavailable when the key cannot be read or created */
    public function hash(string $address): string
    {
        return hash_hmac('sha256', $address, $this->key->key());
    }
}

<?php

declare(strict_types=1);

namespace App\Tests\Storage;

use App\Storage\ClientHasher;
use App\Storage\SecretKeyFile;
use App\Tests\Fixtures\TempDir;
use PHPUnit\Framework\TestCase;

final class ClientHasherTest extends TestCase
{
    use TempDir;

    private function hasher(string $installation = 'storage'): ClientHasher
    {
        return new ClientHasher(new SecretKeyFile($this->tempDir() . "/$installation/client-hash.key"));
    }

    public function testTheHashIsAnHmacWithTheInstallationKeyNotAPlainSha256(): void
    {
        $hash = $this->hasher()->hash('203.0.113.7');
        $key = (new SecretKeyFile($this->tempDir() . '/storage/client-hash.key'))->key();

        self::assertMatchesRegularExpression('/^[0-9a-f]{64}$/D', $hash);
        self::assertSame(hash_hmac('sha256', '203.0.113.7', $key), $hash);
        self::assertNotSame(hash('sha256', '203.0.113.7'), $hash);
    }

    public function testTheSameAddressHasTheSameHashOnEveryRequestOfOneInstallation(): void
    {
        $first = $this->hasher()->hash('203.0.113.7');

        self::assertSame($first, $this->hasher()->hash('203.0.113.7'), 'a new request, a new object');
        self::assertNotSame($first, $this->hasher()->hash('203.0.113.8'));
        self::assertNotSame($first, $this->hasher('other-site')->hash('203.0.113.7'), 'another installation');
    }
}

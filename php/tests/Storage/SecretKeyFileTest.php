<?php

declare(strict_types=1);

namespace App\Tests\Storage;

use App\Storage\SecretKeyFile;
use App\Storage\StorageUnavailable;
use App\Tests\Fixtures\TempDir;
use PHPUnit\Framework\TestCase;

final class SecretKeyFileTest extends TestCase
{
    use TempDir;

    public function testMadeOnceAsA0600FileOf32RandomBytesAndReadAfterwards(): void
    {
        $path = $this->tempDir() . '/storage/client-hash.key';
        $key = (new SecretKeyFile($path))->key();

        self::assertSame(32, strlen($key));
        self::assertSame(0600, fileperms($path) & 0777);
        self::assertSame(0700, fileperms(dirname($path)) & 0777);
        self::assertSame(bin2hex($key) . "\n", file_get_contents($path));
        self::assertSame($key, (new SecretKeyFile($path))->key());
        self::assertSame(['client-hash.key'], array_values(array_diff(scandir(dirname($path)), ['.', '..'])));
    }

    public function testAnExistingKeyIsKept(): void
    {
        $path = $this->tempDir() . '/client-hash.key';
        file_put_contents($path, str_repeat('ab', 32) . "\n");
        self::assertSame(str_repeat("\xab", 32), (new SecretKeyFile($path))->key());
    }

    public function testAMalformedKeyFileIsAnErrorAndIsNotReplaced(): void
    {
        $path = $this->tempDir() . '/client-hash.key';
        file_put_contents($path, 'not a key');
        try {
            (new SecretKeyFile($path))->key();
            self::fail('expected StorageUnavailable');
        } catch (StorageUnavailable) {
            self::assertSame('not a key', file_get_contents($path));
        }
    }

    public function testUnwritableStorageIsStorageUnavailable(): void
    {
        file_put_contents($this->tempDir() . '/file', 'x');
        $this->expectException(StorageUnavailable::class);
        (new SecretKeyFile($this->tempDir() . '/file/storage/client-hash.key'))->key();
    }

    public function testProcessesCreatingTheKeyAtTheSameTimeAllGetTheSameKey(): void
    {
        $path = $this->tempDir() . '/storage/client-hash.key';
        $code = 'require $argv[1]; usleep(random_int(0, 2000));'
            . ' echo bin2hex((new App\Storage\SecretKeyFile($argv[2]))->key());';
        $processes = [];
        $outputs = [];
        for ($i = 0; $i < 8; $i++) {
            $command = [PHP_BINARY, '-r', $code, dirname(__DIR__, 2) . '/src/bootstrap.php', $path];
            $processes[] = proc_open($command, [1 => ['pipe', 'w']], $pipes);
            $outputs[] = $pipes[1];
        }
        $keys = [];
        foreach ($processes as $i => $process) {
            $keys[] = stream_get_contents($outputs[$i]);
            proc_close($process);
        }

        self::assertCount(1, array_unique($keys), implode(', ', $keys));
        self::assertSame(trim((string) file_get_contents($path)), $keys[0]);
        self::assertSame(['client-hash.key'], array_values(array_diff(scandir(dirname($path)), ['.', '..'])));
    }
}

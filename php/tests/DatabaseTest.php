<?php

declare(strict_types=1);

namespace App\Tests;

use App\Database;
use App\StorageUnavailable;
use PHPUnit\Framework\TestCase;

final class DatabaseTest extends TestCase
{
    use TempDir;

    public function testCreatesTheFolderAndUsesWalWithFullSync(): void
    {
        $db = new Database($this->tempDir() . '/nested/storage');
        $pdo = $db->pdo();

        self::assertFileExists($db->path());
        self::assertSame('wal', $pdo->query('PRAGMA journal_mode')->fetchColumn());
        self::assertSame(2, (int) $pdo->query('PRAGMA synchronous')->fetchColumn());
        self::assertSame(1, (int) $pdo->query('PRAGMA user_version')->fetchColumn());
    }

    public function testAFolderThatCannotExistIsUnavailable(): void
    {
        $file = $this->tempDir() . '/plain-file';
        file_put_contents($file, 'x');
        $this->expectException(StorageUnavailable::class);
        (new Database($file . '/storage'))->pdo();
    }

    public function testTransactionsRollBackOnFailure(): void
    {
        $db = new Database($this->tempDir());
        try {
            $db->transaction(static function (\PDO $pdo): void {
                $pdo->exec("INSERT INTO rate_hits (client_hash, at) VALUES ('a', 1)");
                throw new \LogicException('boom');
            });
        } catch (\LogicException) {
        }
        self::assertSame(0, (int) $db->pdo()->query('SELECT COUNT(*) FROM rate_hits')->fetchColumn());
    }

    public function testNestedTransactionsJoinTheOuterOne(): void
    {
        $db = new Database($this->tempDir());
        $result = $db->transaction(static fn (\PDO $pdo) => $db->transaction(static fn (\PDO $inner) => 42));
        self::assertSame(42, $result);
        $db->transaction(static fn (\PDO $pdo) => $pdo->exec("INSERT INTO rate_hits VALUES ('a', 1)"));
        self::assertSame(1, (int) $db->pdo()->query("SELECT COUNT(*) FROM rate_hits")->fetchColumn());
    }

    public function testSqlErrorsBecomeStorageUnavailable(): void
    {
        $this->expectException(StorageUnavailable::class);
        $db = new Database($this->tempDir());
        $db->transaction(static fn (\PDO $pdo) => $pdo->exec('INSERT INTO nope VALUES (1)'));
    }
}

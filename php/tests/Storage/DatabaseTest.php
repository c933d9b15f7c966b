<?php

declare(strict_types=1);

namespace App\Tests\Storage;

use App\Storage\Database;
use App\Storage\StorageUnavailable;
use App\Tests\Fixtures\TempDir;
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
        self::assertSame(4, (int) $pdo->query('PRAGMA user_version')->fetchColumn());
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
        $thrown = null;
        try {
            $db->transaction(static function (\PDO $pdo): void {
                $pdo->exec("INSERT INTO rate_hits (client_hash, at) VALUES ('a', 1)");
                throw new \LogicException('boom');
            });
        } catch (\LogicException $e) {
            $thrown = $e;
        }
        self::assertSame('boom', $thrown?->getMessage(), 'the work\'s own exception reaches the caller');
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

    public function testWritersQueueOnTheLockFileForTheWholeTransaction(): void
    {
        $dir = $this->tempDir();
        $db = new Database($dir);
        $other = fopen($dir . '/outbox.lock', 'c');
        $heldInside = $db->transaction(static fn (): bool => !flock($other, LOCK_EX | LOCK_NB));

        self::assertTrue($heldInside, 'another writer cannot take the lock during a transaction');
        self::assertTrue(flock($other, LOCK_EX | LOCK_NB), 'the lock is released after the commit');
        flock($other, LOCK_UN);
        fclose($other);
    }

    public function testTheLockIsReleasedWhenTheTransactionFails(): void
    {
        $dir = $this->tempDir();
        $db = new Database($dir);
        $thrown = null;
        try {
            $db->transaction(static fn (\PDO $pdo) => $pdo->exec('INSERT INTO nope VALUES (1)'));
        } catch (StorageUnavailable $e) {
            $thrown = $e;
        }
        self::assertSame('storage write failed', $thrown?->getMessage());
        self::assertInstanceOf(\PDOException::class, $thrown->getPrevious());
        $other = fopen($dir . '/outbox.lock', 'c');
        self::assertTrue(flock($other, LOCK_EX | LOCK_NB));
        fclose($other);
    }

    public function testFindingFreshMailsUsesItsOwnIndexNotAScanOfTheQueue(): void
    {
        $pdo = (new Database($this->tempDir()))->pdo();
        $sql = "SELECT id FROM messages WHERE status = 'queued' AND attempts = 0 ORDER BY id";
        $plan = $pdo->query('EXPLAIN QUERY PLAN ' . $sql)->fetchAll(\PDO::FETCH_COLUMN, 3);

        self::assertStringContainsString('messages_fresh', implode(' ', $plan));
    }

    public function testAVersion1DatabaseGetsTheNewIndex(): void
    {
        $dir = $this->tempDir();
        $old = new \PDO('sqlite:' . $dir . '/outbox.sqlite');
        $old->exec('CREATE TABLE messages (id INTEGER PRIMARY KEY, status TEXT, attempts INTEGER)');
        $old->exec('PRAGMA user_version = 1');
        $old = null;

        $pdo = (new Database($dir))->pdo();
        $names = $pdo->query("SELECT name FROM sqlite_master WHERE type = 'index'")->fetchAll(\PDO::FETCH_COLUMN);
        self::assertContains('messages_fresh', $names);
        self::assertContains('failed_hits_client', $names, 'and the failed attempts\' table (version 3)');
        self::assertContains('ack_recipients_at', $names, 'and the acknowledged addresses\' table (version 4)');
        self::assertSame(4, (int) $pdo->query('PRAGMA user_version')->fetchColumn());
    }

    /** @return int the permission bits of $path */
    private static function mode(string $path): int
    {
        clearstatcache();
        return fileperms($path) & 0777;
    }

    public function testTheDatabaseAndItsWalFilesAreReadableByTheOwnerOnly(): void
    {
        $old = umask(022); // what php-fpm and a shell usually have
        try {
            $db = new Database($this->tempDir() . '/storage');
            $db->transaction(static fn (\PDO $pdo) => $pdo->exec("INSERT INTO rate_hits VALUES ('a', 1)"));
            $storage = $this->tempDir() . '/storage';
            foreach (['outbox.sqlite', 'outbox.sqlite-wal', 'outbox.sqlite-shm', 'outbox.lock'] as $file) {
                self::assertFileExists("$storage/$file");
                self::assertSame(0600, self::mode("$storage/$file"), $file);
            }
            self::assertSame(0700, self::mode($storage));
        } finally {
            umask($old);
        }
    }

    public function testAnExistingDatabaseReadableByOthersIsTightenedWhenOpened(): void
    {
        $dir = $this->tempDir();
        $old = new \PDO('sqlite:' . $dir . '/outbox.sqlite');
        $old->exec('PRAGMA journal_mode = WAL; CREATE TABLE t (a); INSERT INTO t VALUES (1)');
        chmod($dir . '/outbox.sqlite', 0644);
        $old = null;

        (new Database($dir))->pdo();
        self::assertSame(0600, self::mode($dir . '/outbox.sqlite'));
    }
}

<?php

declare(strict_types=1);

namespace App\Storage;

use App\Support\PrivateFiles;
use PDO;

/**
 * The SQLite file in STORAGE_DIR that holds the queue and the rate-limit hits. WAL journal and
 * synchronous=FULL: a committed transaction is on disk before the visitor hears "success".
 *
 * Writers queue on an flock() of outbox.lock before BEGIN IMMEDIATE: the kernel hands the lock
 * to the next waiter at once, where SQLite's own busy handler polls with sleeps of up to 100 ms
 * and lets a lucky writer overtake the others (the drills measured p99 waits of 18-35 ms and
 * maxima of 180 ms with four writers; under 1 ms and 3 ms with the lock). SQLite's busy timeout
 * stays as the fallback when the lock file cannot be opened.
 */
final class Database
{
    private const SCHEMA_VERSION = 4;
    private const SCHEMA = <<<'SQL'
        CREATE TABLE IF NOT EXISTS enquiries (
            id TEXT PRIMARY KEY, flag TEXT NOT NULL, status TEXT NOT NULL, payload TEXT NOT NULL,
            client_hash TEXT NOT NULL, created_at INTEGER NOT NULL);
        CREATE TABLE IF NOT EXISTS messages (
            id INTEGER PRIMARY KEY AUTOINCREMENT, enquiry_id TEXT NOT NULL REFERENCES enquiries(id),
            kind TEXT NOT NULL, status TEXT NOT NULL DEFAULT 'queued', attempts INTEGER NOT NULL DEFAULT 0,
            lease_until INTEGER NOT NULL DEFAULT 0, last_error TEXT, sent_at INTEGER,
            UNIQUE (enquiry_id, kind));
        CREATE INDEX IF NOT EXISTS messages_status ON messages (status);
        CREATE INDEX IF NOT EXISTS messages_fresh ON messages (status, attempts, id);
        CREATE TABLE IF NOT EXISTS rate_hits (client_hash TEXT NOT NULL, at INTEGER NOT NULL);
        CREATE INDEX IF NOT EXISTS rate_hits_client ON rate_hits (client_hash, at);
        CREATE INDEX IF NOT EXISTS rate_hits_at ON rate_hits (at);
        CREATE TABLE IF NOT EXISTS failed_hits (client_hash TEXT NOT NULL, at INTEGER NOT NULL);
        CREATE INDEX IF NOT EXISTS failed_hits_client ON failed_hits (client_hash, at);
        CREATE INDEX IF NOT EXISTS failed_hits_at ON failed_hits (at);
        CREATE TABLE IF NOT EXISTS ack_recipients (address_hash TEXT PRIMARY KEY, at INTEGER NOT NULL);
        CREATE INDEX IF NOT EXISTS ack_recipients_at ON ack_recipients (at);
        SQL;

    private ?PDO $pdo = null;
    private int $depth = 0;
    /** @var resource|false|null the open lock file; false when it cannot be opened */
    private $lock = null;

    public function __construct(private readonly string $dir)
    {
    }

    public function path(): string
    {
        return $this->dir . '/outbox.sqlite';
    }

    public function pdo(): PDO
    {
        if ($this->pdo !== null) {
            return $this->pdo;
        }
        try {
            // SQLite gives its -wal and -shm files the database file's mode: 0600 for all three.
            $pdo = PrivateFiles::create(function (): PDO {
                if (!is_dir($this->dir) && !@mkdir($this->dir, 0700, true) && !is_dir($this->dir)) {
                    throw new StorageUnavailable('cannot create the storage folder');
                }
                return new PDO('sqlite:' . $this->path(), null, null, [
                    PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION,
                    PDO::ATTR_DEFAULT_FETCH_MODE => PDO::FETCH_ASSOC,
                    PDO::ATTR_TIMEOUT => 10,
                ]);
            });
            $pdo->exec('PRAGMA busy_timeout = 10000');
            $pdo->exec('PRAGMA synchronous = FULL');
            $pdo->exec('PRAGMA foreign_keys = ON');
            if ((int) $pdo->query('PRAGMA user_version')->fetchColumn() !== self::SCHEMA_VERSION) {
                $this->lockWriters();
                try {
                    $pdo->exec('PRAGMA journal_mode = WAL');
                    $pdo->exec(self::SCHEMA);
                    $pdo->exec('PRAGMA user_version = ' . self::SCHEMA_VERSION);
                } finally {
                    $this->unlockWriters();
                }
                // Earlier versions made their files 0644: tightened once, on the upgrade.
                $earlier = ['outbox.sqlite', 'outbox.sqlite-wal', 'outbox.sqlite-shm', 'outbox.lock', 'sender.lock',
                    'logs/endpoint.log'];
                foreach ($earlier as $name) {
                    if (is_file($this->dir . '/' . $name)) {
                        @chmod($this->dir . '/' . $name, 0600);
                    }
                }
            }
        } catch (\PDOException | \ErrorException $e) {
            throw new StorageUnavailable('cannot open the storage database', 0, $e);
        }
        return $this->pdo = $pdo;
    }

    /**
     * Runs $work in one write transaction (BEGIN IMMEDIATE); nested calls join the outer one.
     *
     * @template T
     * @param callable(PDO): T $work
     * @return T
     */
    public function transaction(callable $work): mixed
    {
        $pdo = $this->pdo();
        if ($this->depth > 0) {
            return $work($pdo);
        }
        $this->lockWriters();
        try {
            $pdo->exec('BEGIN IMMEDIATE');
        } catch (\PDOException $e) {
            $this->unlockWriters();
            throw new StorageUnavailable('storage is busy or read-only', 0, $e);
        }
        $this->depth++;
        try {
            $result = $work($pdo);
            $pdo->exec('COMMIT');
            return $result;
        } catch (\Throwable $e) {
            try {
                $pdo->exec('ROLLBACK');
            } catch (\PDOException) {
                // SQLite already rolled back (e.g. after a disk I/O error).
            }
            throw $e instanceof \PDOException ? new StorageUnavailable('storage write failed', 0, $e) : $e;
        } finally {
            $this->depth--;
            $this->unlockWriters();
        }
    }

    /** Waits for the writers' lock (released by the kernel if the holder dies). */
    private function lockWriters(): void
    {
        if ($this->lock === null) {
            $this->lock = PrivateFiles::create(fn () => @fopen($this->dir . '/outbox.lock', 'c'));
        }
        if ($this->lock !== false) {
            @flock($this->lock, LOCK_EX);
        }
    }

    private function unlockWriters(): void
    {
        if (is_resource($this->lock)) {
            @flock($this->lock, LOCK_UN);
        }
    }
}

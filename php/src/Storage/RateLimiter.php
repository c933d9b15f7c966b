<?php

declare(strict_types=1);

namespace App\Storage;

/**
 * At most $max hits per client address hash in a sliding window of $window seconds; $max = 0 turns
 * the limit off. Two of them: accepted posts (ACCEPTED), and failed attempts (FAILED: a rejected
 * captcha or a post the field rules refuse), each in its own table.
 */
final class RateLimiter
{
    public const ACCEPTED = 'rate_hits';
    public const FAILED = 'failed_hits';

    public function __construct(
        private readonly Database $db,
        private readonly int $max,
        private readonly int $window,
        private readonly string $table = self::ACCEPTED,
    ) {
        if (!in_array($table, [self::ACCEPTED, self::FAILED], true)) {
            throw new \InvalidArgumentException("unknown rate-limit table $table");
        }
    }

    /** Seconds until the client may post again, or null when it may post now. */
    public function retryAfter(string $clientHash, int $now): ?int
    {
        if ($this->max === 0) {
            return null;
        }
        try {
            $statement = $this->db->pdo()->prepare(
                "SELECT at FROM {$this->table} WHERE client_hash = ? AND at > ? AND at <= ? ORDER BY at DESC LIMIT ?"
            );
            // Hits stamped more than a window ahead were made before the clock stepped back: stale.
            $statement->execute([$clientHash, $now - $this->window, $now + $this->window, $this->max]);
            $hits = $statement->fetchAll(\PDO::FETCH_COLUMN);
        } catch (\PDOException $e) {
            throw new StorageUnavailable('rate limit lookup failed', 0, $e);
        }
        if (count($hits) < $this->max) {
            return null;
        }
        // min(): a hit stamped in the future (the clock stepped back) never blocks for longer
        // than one window.
        return max(1, min($this->window, (int) end($hits) + $this->window - $now));
    }

    public function record(string $clientHash, int $now): void
    {
        if ($this->max === 0) {
            return;
        }
        $this->db->transaction(function (\PDO $pdo) use ($clientHash, $now): void {
            $pdo->prepare("DELETE FROM {$this->table} WHERE at <= ? OR at > ?")
                ->execute([$now - $this->window, $now + $this->window]);
            $pdo->prepare("INSERT INTO {$this->table} (client_hash, at) VALUES (?, ?)")->execute([$clientHash, $now]);
        });
    }
}

<?php

declare(strict_types=1);

namespace App\Storage;

/**
 * At most $max accepted posts per client address hash in a sliding window of $window seconds.
 * $max = 0 turns the limit off.
 */
final class RateLimiter
{
    public function __construct(
        private readonly Database $db,
        private readonly int $max,
        private readonly int $window,
    ) {
    }

    /** Seconds until the client may post again, or null when it may post now. */
    public function retryAfter(string $clientHash, int $now): ?int
    {
        if ($this->max === 0) {
            return null;
        }
        try {
            $statement = $this->db->pdo()->prepare(
                'SELECT at FROM rate_hits WHERE client_hash = ? AND at > ? ORDER BY at DESC LIMIT ?'
            );
            $statement->execute([$clientHash, $now - $this->window, $this->max]);
            $hits = $statement->fetchAll(\PDO::FETCH_COLUMN);
        } catch (\PDOException $e) {
            throw new StorageUnavailable('rate limit lookup failed', 0, $e);
        }
        if (count($hits) < $this->max) {
            return null;
        }
        return max(1, (int) end($hits) + $this->window - $now);
    }

    public function record(string $clientHash, int $now): void
    {
        if ($this->max === 0) {
            return;
        }
        $this->db->transaction(function (\PDO $pdo) use ($clientHash, $now): void {
            $pdo->prepare('DELETE FROM rate_hits WHERE at <= ?')->execute([$now - $this->window]);
            $pdo->prepare('INSERT INTO rate_hits (client_hash, at) VALUES (?, ?)')->execute([$clientHash, $now]);
        });
    }
}

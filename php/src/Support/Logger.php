<?php

declare(strict_types=1);

namespace App\Support;

/**
 * One JSON line per event: time, event, outcome, enquiry id, hash of the client address.
 * Never the visitor's data. Falls back to PHP's error_log when the file cannot be written.
 *
 * Bounded: past $maxBytes the file becomes endpoint.log.1 (replacing the one before) and a new
 * one starts, so the two never hold much more than twice that (0: no limit, for logrotate).
 * With a RepeatFilter, the same event from the same client within a minute is counted instead of
 * logged line by line (events with an enquiry id, and events without a client, always are).
 */
final class Logger
{
    /** @var \Closure(): int */
    private \Closure $clock;

    public function __construct(
        private readonly string $file,
        private readonly int $maxBytes = 0,
        private readonly ?RepeatFilter $repeats = null,
        ?\Closure $clock = null,
    ) {
        $this->clock = $clock ?? static fn (): int => time();
    }

    public function event(string $event, string $outcome, ?string $enquiryId = null, ?string $clientHash = null): void
    {
        $now = ($this->clock)();
        $lines = '';
        $log = true;
        if ($this->repeats !== null && $enquiryId === null && $clientHash !== null) {
            try {
                $seen = $this->repeats->see($event, $outcome, $clientHash, $now);
            } catch (\ErrorException) {
                $seen = ['log' => true, 'repeats' => null]; // a log line is never worth a failed answer
            }
            $log = $seen['log'];
            if ($seen['repeats'] !== null) {
                $r = $seen['repeats'];
                $lines .= self::line($now, [
                    'event' => $r['event'],
                    'outcome' => $r['outcome'],
                    'client' => $r['client'],
                    'repeats' => $r['count'],
                    'since' => gmdate('c', $r['since']),
                ]);
            }
        }
        if ($log) {
            $lines .= self::line($now, array_filter([
                'event' => $event,
                'outcome' => $outcome,
                'enquiry' => $enquiryId,
                'client' => $clientHash,
            ], static fn ($value) => $value !== null));
        }
        if ($lines === '' || $this->append($lines)) {
            return;
        }
        error_log(rtrim($lines));
    }

    /** @param array<string, string|int> $fields */
    private static function line(int $now, array $fields): string
    {
        return json_encode(['time' => gmdate('c', $now)] + $fields, JSON_UNESCAPED_SLASHES) . "\n";
    }

    private function append(string $lines): bool
    {
        return PrivateFiles::create(function () use ($lines): bool {
            $dir = dirname($this->file);
            if (!is_dir($dir) && !@mkdir($dir, 0700, true) && !is_dir($dir)) {
                return false;
            }
            $handle = @fopen($this->file, 'a');
            if ($handle === false) {
                return false;
            }
            if (!@flock($handle, LOCK_EX)) {
                fclose($handle);
                return false;
            }
            if ($this->maxBytes > 0 && (int) fstat($handle)['size'] + strlen($lines) > $this->maxBytes) {
                $handle = $this->rotate($handle);
                if ($handle === false) {
                    return false;
                }
            }
            $written = @fwrite($handle, $lines) === strlen($lines);
            @flock($handle, LOCK_UN);
            fclose($handle);
            return $written;
        });
    }

    /**
     * Moves the full file aside (unless another process just did) and opens the new one, locked.
     * Called holding the lock on the full file, so that of the processes finding it full only
     * the first moves it.
     *
     * @param resource $full
     * @return resource|false
     */
    private function rotate($full)
    {
        clearstatcache(true, $this->file);
        $current = @stat($this->file);
        if ($current !== false && $current['ino'] === fstat($full)['ino']) {
            @rename($this->file, $this->file . '.1');
        }
        @flock($full, LOCK_UN);
        fclose($full);
        $handle = @fopen($this->file, 'a');
        if ($handle !== false && !@flock($handle, LOCK_EX)) {
            fclose($handle);
            return false;
        }
        return $handle;
    }
}

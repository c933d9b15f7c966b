<?php

declare(strict_types=1);

namespace App\Support;

/**
 * One JSON line per event: time, event, outcome, enquiry id, hash of the client address.
 * Never the visitor's data. Falls back to PHP's error_log when the file cannot be written.
 */
final class Logger
{
    public function __construct(private readonly string $file)
    {
    }

    public function event(string $event, string $outcome, ?string $enquiryId = null, ?string $clientHash = null): void
    {
        $line = json_encode(array_filter([
            'time' => gmdate('c'),
            'event' => $event,
            'outcome' => $outcome,
            'enquiry' => $enquiryId,
            'client' => $clientHash,
        ], static fn ($value) => $value !== null), JSON_UNESCAPED_SLASHES) . "\n";

        if ($this->append($line)) {
            return;
        }
        error_log(rtrim($line));
    }

    private function append(string $line): bool
    {
        return PrivateFiles::create(function () use ($line): bool {
            $dir = dirname($this->file);
            if (!is_dir($dir) && !@mkdir($dir, 0700, true) && !is_dir($dir)) {
                return false;
            }
            return @file_put_contents($this->file, $line, FILE_APPEND | LOCK_EX) !== false;
        });
    }
}

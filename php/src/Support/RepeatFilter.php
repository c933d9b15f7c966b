<?php

declare(strict_types=1);

namespace App\Support;

/**
 * Counts, rather than logs, the same event from the same client within a minute: a bot that posts
 * honeypots or bad requests in a loop costs the log one line a minute, plus one line saying how many
 * more there were. Kept in a small file of fixed size (SLOTS entries of SLOT_BYTES, 128 KiB) in the
 * log folder, updated under an flock(): a client's entry holds its hash, the event, the start of
 * its minute and how many events were left out since. An entry is written out as that count when
 * its client comes back after the minute, or when another client's entry takes its place.
 */
final class RepeatFilter
{
    public const WINDOW_SECONDS = 60;
    private const SLOTS = 1024;
    private const SLOT_BYTES = 128;
    private const CLIENT_BYTES = 64;
    private const KEY_BYTES = 56;

    public function __construct(private readonly string $file)
    {
    }

    /**
     * Whether this event is to be logged, and an earlier entry's count to log first (when a minute
     * of repeats ended or its slot is reused). When the file cannot be used, everything is logged.
     *
     * @return array{log: bool, repeats: ?array{event: string, outcome: string, client: string, count: int, since: int}}
     */
    public function see(string $event, string $outcome, string $client, int $now): array
    {
        $key = substr($event . "\t" . $outcome, 0, self::KEY_BYTES);
        $client = substr($client, 0, self::CLIENT_BYTES);
        $handle = PrivateFiles::create(function () {
            $dir = dirname($this->file);
            if (!is_dir($dir) && !@mkdir($dir, 0700, true) && !is_dir($dir)) {
                return false;
            }
            return @fopen($this->file, 'c+');
        });
        if ($handle === false) {
            return ['log' => true, 'repeats' => null];
        }
        try {
            if (!@flock($handle, LOCK_EX)) {
                return ['log' => true, 'repeats' => null];
            }
            $offset = (crc32($client . "\n" . $key) % self::SLOTS) * self::SLOT_BYTES;
            @fseek($handle, $offset);
            $slot = self::decode((string) @fread($handle, self::SLOT_BYTES));
            if (
                $slot !== null && $slot['client'] === $client && $slot['key'] === $key
                && $now >= $slot['since'] && $now - $slot['since'] < self::WINDOW_SECONDS
            ) {
                $slot['count']++;
                self::write($handle, $offset, $slot);
                return ['log' => false, 'repeats' => null];
            }
            self::write($handle, $offset, ['client' => $client, 'key' => $key, 'since' => $now, 'count' => 0]);
            $repeats = null;
            if ($slot !== null && $slot['count'] > 0) {
                [$slotEvent, $slotOutcome] = array_pad(explode("\t", $slot['key'], 2), 2, '');
                $repeats = ['event' => $slotEvent, 'outcome' => $slotOutcome, 'client' => $slot['client'],
                    'count' => $slot['count'], 'since' => $slot['since']];
            }
            return ['log' => true, 'repeats' => $repeats];
        } finally {
            @flock($handle, LOCK_UN);
            fclose($handle);
        }
    }

    /** @return array{client: string, key: string, since: int, count: int}|null */
    private static function decode(string $bytes): ?array
    {
        if (strlen($bytes) !== self::SLOT_BYTES || $bytes[0] === "\0") {
            return null;
        }
        $fields = unpack('a' . self::CLIENT_BYTES . 'client/Nsince/Ncount/a' . self::KEY_BYTES . 'key', $bytes);
        if ($fields === false) {
            return null;
        }
        return [
            'client' => rtrim((string) $fields['client'], "\0"),
            'key' => rtrim((string) $fields['key'], "\0"),
            'since' => (int) $fields['since'],
            'count' => (int) $fields['count'],
        ];
    }

    /**
     * @param resource $handle
     * @param array{client: string, key: string, since: int, count: int} $slot
     */
    private static function write($handle, int $offset, array $slot): void
    {
        $bytes = pack(
            'a' . self::CLIENT_BYTES . 'NNa' . self::KEY_BYTES,
            $slot['client'],
            $slot['since'],
            min($slot['count'], 0xFFFFFFFF),
            $slot['key'],
        );
        @fseek($handle, $offset);
        @fwrite($handle, $bytes); // a full disk leaves the old count: one line too many at worst
    }
}

<?php

declare(strict_types=1);

namespace App\Tests\Support;

use App\Support\Logger;
use App\Support\RepeatFilter;
use App\Tests\Fixtures\TempDir;
use PHPUnit\Framework\TestCase;

final class LoggerTest extends TestCase
{
    use TempDir;

    public function testWritesOneJsonLinePerEvent(): void
    {
        $file = $this->tempDir() . '/logs/endpoint.log';
        $logger = new Logger($file);
        $logger->event('enquiry', 'accepted', 'ID-1', 'abc');
        $logger->event('mail-staff', 'sent', 'ID-1');

        $lines = file($file, FILE_IGNORE_NEW_LINES);
        self::assertCount(2, $lines);
        $first = json_decode($lines[0], true);
        self::assertSame(['time', 'event', 'outcome', 'enquiry', 'client'], array_keys($first));
        self::assertSame('accepted', $first['outcome']);
        self::assertArrayNotHasKey('client', json_decode($lines[1], true));
    }

    /** @return list<array<string, mixed>> the lines of $file, decoded */
    private static function lines(string $file): array
    {
        $lines = is_file($file) ? file($file, FILE_IGNORE_NEW_LINES) : [];
        return array_map(static fn (string $l): array => (array) json_decode($l, true), (array) $lines);
    }

    public function testTheLogNeverGrowsPastTwiceItsLimit(): void
    {
        $file = $this->tempDir() . '/logs/endpoint.log';
        $logger = new Logger($file, 4096);
        for ($i = 0; $i < 2000; $i++) {
            $logger->event('enquiry', 'rejected-422', null, hash('sha256', (string) $i));
        }
        clearstatcache();

        self::assertLessThanOrEqual(4096, filesize($file));
        self::assertLessThanOrEqual(4096, filesize("$file.1"), 'one earlier file is kept');
        self::assertGreaterThan(3000, filesize("$file.1"));
        $names = array_values(array_diff((array) scandir(dirname($file)), ['.', '..']));
        self::assertSame(['endpoint.log', 'endpoint.log.1'], $names);
        $last = self::lines($file);
        self::assertSame(hash('sha256', '1999'), end($last)['client'], 'the newest line is in the current file');
        self::assertSame(0600, fileperms("$file.1") & 0777);
    }

    public function testRepeatsFromOneClientAreCountedNotLogged(): void
    {
        $file = $this->tempDir() . '/logs/endpoint.log';
        $now = 1700000000;
        $clock = static function () use (&$now): int {
            return $now;
        };
        $logger = new Logger($file, 0, new RepeatFilter(dirname($file) . '/repeats'), $clock);
        $bot = hash('sha256', 'bot');
        $visitor = hash('sha256', 'visitor');

        for ($i = 0; $i < 500; $i++) {
            $logger->event('enquiry', 'spam', null, $bot);
            $now += $i % 10 === 0 ? 1 : 0;
        }
        $logger->event('enquiry', 'rejected-422', null, $bot);
        $logger->event('enquiry', 'rejected-422', null, $visitor);
        $logger->event('enquiry', 'accepted', 'ID-1', $visitor);
        $logger->event('mail-staff', 'sent', 'ID-1');
        $logger->event('mail-staff', 'sent', 'ID-2');
        $now += 60;
        $logger->event('enquiry', 'spam', null, $bot);

        $lines = self::lines($file);
        $outcomes = array_map(
            static fn (array $l): string => $l['outcome'] . (isset($l['repeats']) ? '×' . $l['repeats'] : ''),
            $lines,
        );
        self::assertSame(
            ['spam', 'rejected-422', 'rejected-422', 'accepted', 'sent', 'sent', 'spam×499', 'spam'],
            $outcomes,
        );
        self::assertSame($bot, $lines[6]['client']);
        self::assertSame('2023-11-14T22:13:20+00:00', $lines[6]['since'], 'the minute the repeats began');
        self::assertLessThan(128 * 1024 + 1, filesize(dirname($file) . '/repeats'), 'the counts take a fixed room');
    }

    public function testAClientWhoseCountWasTakenOverStillHasItsRepeatsWrittenOut(): void
    {
        $file = $this->tempDir() . '/logs/endpoint.log';
        $logger = new Logger($file, 0, new RepeatFilter(dirname($file) . '/repeats'), static fn (): int => 1700000000);
        // More clients than the file has room for: entries are reused, and their counts written.
        for ($round = 0; $round < 3; $round++) {
            for ($client = 0; $client < 3000; $client++) {
                $logger->event('enquiry', 'spam', null, hash('sha256', (string) $client));
            }
        }

        $counted = 0;
        foreach (self::lines($file) as $line) {
            $counted += (int) ($line['repeats'] ?? 1);
        }
        self::assertLessThanOrEqual(9000, $counted);
        self::assertGreaterThan(6000, $counted, 'every line written counts what it stands for');
    }

    public function testAFullDiskNeverTurnsALogLineIntoAnError(): void
    {
        // The endpoint turns every warning into an exception (ErrorGuard); /dev/full answers
        // every write with ENOSPC, as a full storage folder does.
        set_error_handler(static function (int $severity, string $message): bool {
            if ((error_reporting() & $severity) === 0) {
                return false;
            }
            throw new \ErrorException($message, 0, $severity);
        });
        $previous = ini_set('error_log', $this->tempDir() . '/php-error.log');
        try {
            (new Logger('/dev/full', 1024, new RepeatFilter('/dev/full')))->event('enquiry', 'spam', null, 'abc');
        } finally {
            restore_error_handler();
            ini_set('error_log', (string) $previous);
        }
        $errorLog = (string) file_get_contents($this->tempDir() . '/php-error.log');
        self::assertStringContainsString('"outcome":"spam"', $errorLog);
    }

    public function testTheLogIsReadableByItsOwnerOnly(): void
    {
        $file = $this->tempDir() . '/logs/endpoint.log';
        $old = umask(022);
        try {
            (new Logger($file))->event('enquiry', 'accepted');
        } finally {
            umask($old);
        }
        clearstatcache();
        self::assertSame(0600, fileperms($file) & 0777);
        self::assertSame(0700, fileperms(dirname($file)) & 0777);
    }
}

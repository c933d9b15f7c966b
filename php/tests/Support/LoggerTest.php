<?php

declare(strict_types=1);

namespace App\Tests\Support;

use App\Support\Logger;
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

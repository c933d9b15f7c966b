<?php

declare(strict_types=1);

namespace App\Tests\Delivery;

use App\Delivery\SenderLock;
use App\Tests\Fixtures\TempDir;
use PHPUnit\Framework\TestCase;

final class SenderLockTest extends TestCase
{
    use TempDir;

    public function testOnlyOneHolderAtATime(): void
    {
        $path = $this->tempDir() . '/sender.lock';
        $first = new SenderLock($path);
        $second = new SenderLock($path);

        self::assertTrue($first->tryAcquire());
        self::assertFalse($second->tryAcquire());
        $first->release();
        self::assertTrue($second->tryAcquire());
        $second->release();
    }

    public function testNoLockFileMeansNoSending(): void
    {
        self::assertFalse((new SenderLock($this->tempDir() . '/missing/dir/sender.lock'))->tryAcquire());
    }

    public function testTheLockFileIsTheOwnersOnly(): void
    {
        $path = $this->tempDir() . '/sender.lock';
        $old = umask(022);
        try {
            $lock = new SenderLock($path);
            self::assertTrue($lock->tryAcquire());
            $lock->release();
        } finally {
            umask($old);
        }
        clearstatcache();
        self::assertSame(0600, fileperms($path) & 0777);
    }
}

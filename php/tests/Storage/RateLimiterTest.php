<?php

declare(strict_types=1);

namespace App\Tests\Storage;

use App\Storage\Database;
use App\Storage\RateLimiter;
use App\Tests\Fixtures\TempDir;
use PHPUnit\Framework\TestCase;

final class RateLimiterTest extends TestCase
{
    use TempDir;

    public function testAllowsMaxPostsPerWindowThenSaysWhenToRetry(): void
    {
        $limiter = new RateLimiter(new Database($this->tempDir()), 3, 600);
        foreach ([1000, 1100, 1200] as $at) {
            self::assertNull($limiter->retryAfter('a', $at));
            $limiter->record('a', $at);
        }
        self::assertSame(400, $limiter->retryAfter('a', 1200));
        self::assertSame(1, $limiter->retryAfter('a', 1599));
        self::assertNull($limiter->retryAfter('a', 1600));
        self::assertNull($limiter->retryAfter('b', 1200), 'other clients are not affected');
    }

    public function testOldHitsArePruned(): void
    {
        $db = new Database($this->tempDir());
        $limiter = new RateLimiter($db, 2, 60);
        $limiter->record('a', 1000);
        $limiter->record('b', 2000);
        self::assertSame(1, (int) $db->pdo()->query('SELECT COUNT(*) FROM rate_hits')->fetchColumn());
    }

    public function testZeroTurnsTheLimitOff(): void
    {
        $limiter = new RateLimiter(new Database($this->tempDir()), 0, 600);
        for ($i = 0; $i < 10; $i++) {
            $limiter->record('a', 1000);
        }
        self::assertNull($limiter->retryAfter('a', 1000));
    }

    public function testFailedAttemptsAreCountedApartFromAcceptedPosts(): void
    {
        $db = new Database($this->tempDir());
        $accepted = new RateLimiter($db, 1, 600);
        $failed = new RateLimiter($db, 2, 600, RateLimiter::FAILED);
        $failed->record('a', 1000);
        $failed->record('a', 1000);

        self::assertSame(600, $failed->retryAfter('a', 1000));
        self::assertNull($accepted->retryAfter('a', 1000), 'failures do not use up the accepted posts');
    }

    public function testAClockThatSteppedBackNeverBlocksForMoreThanAWindowAndOldFutureHitsExpire(): void
    {
        $limiter = new RateLimiter(new Database($this->tempDir()), 1, 600);
        $limiter->record('a', 5000);

        self::assertSame(600, $limiter->retryAfter('a', 4900), 'at most one window');
        self::assertNull($limiter->retryAfter('a', 1000), 'stamped more than a window ahead: stale');
    }
}

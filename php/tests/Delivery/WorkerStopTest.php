<?php

declare(strict_types=1);

namespace App\Tests\Delivery;

use App\Delivery\WorkerStop;
use App\Tests\Fixtures\TempDir;
use PHPUnit\Framework\TestCase;

final class WorkerStopTest extends TestCase
{
    use TempDir;

    /**
     * A stand-in for /proc/self/fd: descriptor => what it links to.
     *
     * @param array<int, string> $fds
     */
    private function fds(array $fds): string
    {
        $dir = $this->tempDir() . '/fd';
        if (!is_dir($dir)) {
            mkdir($dir);
        }
        foreach (array_diff((array) scandir($dir), ['.', '..']) as $name) {
            unlink("$dir/$name");
        }
        foreach ($fds as $fd => $target) {
            symlink($target, "$dir/$fd");
        }
        return $dir;
    }

    public function testUnderPhpFpmThePoolsSocketClosedOrReplacedMeansStop(): void
    {
        $worker = [0 => '/dev/null', 1 => 'pipe:[11]', 4 => 'socket:[1001]', 10 => 'socket:[1002]'];
        $stop = WorkerStop::watch('fpm-fcgi', $this->fds($worker));
        self::assertFalse($stop->requested());

        // The sender's own SMTP connection comes and goes: not a stop.
        $this->fds($worker + [5 => 'socket:[3003]']);
        self::assertFalse($stop->requested());

        // SIGQUIT: the listening socket (10) closed, a fresh socket at the lowest free descriptor.
        $this->fds([0 => '/dev/null', 1 => 'pipe:[11]', 4 => 'socket:[1001]', 5 => 'socket:[4004]']);
        self::assertTrue($stop->requested());

        $this->fds([0 => '/dev/null', 1 => 'pipe:[11]', 4 => 'socket:[1001]', 10 => 'socket:[5005]']);
        self::assertTrue($stop->requested(), 'or at the same descriptor');
    }

    public function testOutsidePhpFpmOrWithoutSocketsThereIsNothingToWatch(): void
    {
        $cli = WorkerStop::watch('cli', $this->fds([4 => 'socket:[1001]']));
        $this->fds([]);
        self::assertFalse($cli->requested());

        $none = WorkerStop::watch('fpm-fcgi', $this->fds([0 => '/dev/null']));
        $this->fds([]);
        self::assertFalse($none->requested());
        self::assertFalse(WorkerStop::watch('fpm-fcgi', $this->tempDir() . '/missing')->requested());
        self::assertFalse(WorkerStop::never()->requested());
    }
}

<?php

declare(strict_types=1);

namespace App\Delivery;

use App\Support\PrivateFiles;

/**
 * One sender at a time after the answers: a non-blocking flock() on a file in STORAGE_DIR. A worker
 * that finds it taken goes back to serving visitors; the holder sends its mails too. The kernel
 * releases the lock if the holder dies.
 */
final class SenderLock
{
    /** @var resource|null */
    private $handle = null;

    public function __construct(private readonly string $path)
    {
    }

    /** True when this process now holds the lock; false when another one does (or no lock file). */
    public function tryAcquire(): bool
    {
        $handle = PrivateFiles::create(fn () => @fopen($this->path, 'c'));
        if ($handle === false) {
            return false;
        }
        if (!@flock($handle, LOCK_EX | LOCK_NB)) {
            fclose($handle);
            return false;
        }
        $this->handle = $handle;
        return true;
    }

    public function release(): void
    {
        if ($this->handle !== null) {
            @flock($this->handle, LOCK_UN);
            fclose($this->handle);
            $this->handle = null;
        }
    }
}

<?php

declare(strict_types=1);

namespace App\Delivery;

use App\Support\PrivateFiles;

/**
 * One sender at a time after the answers: a non-blocking flock() on a file in STORAGE_DIR. A worker
 * that finds it taken goes back to serving visitors; the holder sends its mails too. The kernel
 * releases the lock if the holder dies.
 *
 * The file is also the sender's note of the mail it is sending right now (its id and the end of its
 * lease), written after the claim and wiped once the mail is marked. A note still there when the
 * next worker takes the lock was left by a sender that died mid-mail (kill -9, or php-fpm ending it
 * at the end of a reload): that worker takes the mail over at once instead of leaving it claimed
 * until its lease runs out and cron comes.
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
        $handle = PrivateFiles::create(fn () => @fopen($this->path, 'c+'));
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

    /**
     * The mail a sender that died was sending when it died, [message id, lease end], or null; the
     * note is wiped. Holding the lock only.
     *
     * @return array{0: int, 1: int}|null
     */
    public function takeNote(): ?array
    {
        if ($this->handle === null) {
            return null;
        }
        @rewind($this->handle);
        $text = (string) @stream_get_contents($this->handle, 64);
        $this->wipeNote();
        if (preg_match('/^(\d{1,18}) (\d{1,18})\n$/D', $text, $match) !== 1) {
            return null;
        }
        return [(int) $match[1], (int) $match[2]];
    }

    /** Notes the mail this sender is about to send (claimed until $leaseUntil). */
    public function note(int $messageId, int $leaseUntil): void
    {
        if ($this->handle === null) {
            return;
        }
        @ftruncate($this->handle, 0);
        @rewind($this->handle);
        @fwrite($this->handle, "$messageId $leaseUntil\n");
        @fflush($this->handle);
    }

    public function wipeNote(): void
    {
        if ($this->handle !== null) {
            @ftruncate($this->handle, 0);
        }
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

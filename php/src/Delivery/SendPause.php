<?php

declare(strict_types=1);

namespace App\Delivery;

use App\Support\PrivateFiles;

/**
 * After SMTP swallowed a connection (no answer until SMTP_TIMEOUT), the endpoint stops trying it
 * for a while (the mails stay queued for outbox.php), so such an outage holds one php-fpm worker
 * per pause instead of every worker. The pause is a file whose mtime is the end of the pause;
 * outbox.php ignores it and lifts it once a mail went through.
 */
final class SendPause
{
    public function __construct(private readonly string $path, private readonly int $seconds)
    {
    }

    public function active(int $now): bool
    {
        clearstatcache(true, $this->path);
        $until = @filemtime($this->path);
        // An end further away than the pause lasts was set before the clock stepped back.
        return $until !== false && $until > $now && $until - $now <= $this->seconds;
    }

    public function start(int $now): void
    {
        PrivateFiles::create(fn () => @touch($this->path, $now + $this->seconds));
    }

    public function lift(): void
    {
        clearstatcache(true, $this->path);
        if (is_file($this->path)) {
            @unlink($this->path);
        }
    }
}

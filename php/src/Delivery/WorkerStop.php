<?php

declare(strict_types=1);

namespace App\Delivery;

/**
 * Whether php-fpm has asked this worker to stop. On a reload (SIGUSR2 to the master: what
 * `systemctl reload` sends) or a graceful stop (SIGQUIT), the master sends every worker SIGQUIT,
 * waits for them for process_control_timeout, then ends them. A worker told to stop closes its copy
 * of the pool's listening socket and opens a fresh, unconnected one (so that accept() fails at
 * once). PHP under php-fpm cannot see the signal (no pcntl there), but it can see that: a socket
 * the worker held when the sending began is gone, or is another one, in /proc/self/fd.
 *
 * The sockets are noted after the answer has gone (fastcgi_finish_request closed the visitor's
 * connection), when the worker holds only php-fpm's own. The sender checks before each mail, so a
 * reload waits for one mail at most, not for the whole queue, and the next worker carries on.
 * Outside php-fpm (mod_php, the CLI), or without /proc, the answer is always no.
 */
final class WorkerStop
{
    /** @param array<string, string> $sockets descriptor => "socket:[inode]" */
    private function __construct(private readonly string $fds, private readonly array $sockets)
    {
    }

    /** Notes the worker's sockets now: after the answer, before the sending. */
    public static function watch(string $sapi = PHP_SAPI, string $fds = '/proc/self/fd'): self
    {
        return new self($fds, $sapi === 'fpm-fcgi' ? self::sockets($fds) : []);
    }

    public static function never(): self
    {
        return new self('', []);
    }

    public function requested(): bool
    {
        if ($this->sockets === []) {
            return false;
        }
        $now = self::sockets($this->fds);
        foreach ($this->sockets as $fd => $socket) {
            if (($now[$fd] ?? null) !== $socket) {
                return true;
            }
        }
        return false;
    }

    /** @return array<string, string> */
    private static function sockets(string $fds): array
    {
        $sockets = [];
        foreach ((array) @scandir($fds) as $fd) {
            if (!is_string($fd) || !ctype_digit($fd)) {
                continue;
            }
            $link = @readlink("$fds/$fd");
            if (is_string($link) && str_starts_with($link, 'socket:')) {
                $sockets[$fd] = $link;
            }
        }
        return $sockets;
    }
}

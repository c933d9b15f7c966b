<?php

declare(strict_types=1);

namespace App\Support;

/**
 * Files the endpoint creates in STORAGE_DIR (the queue, its WAL files, the log, the locks) hold
 * visitor data or secrets: they are made readable by their owner only, whatever umask the web
 * server or the shell has. The umask is narrowed just around the creation and put back after, so
 * other code in the same process (mod_php serving other scripts) is not affected.
 */
final class PrivateFiles
{
    /**
     * @template T
     * @param callable(): T $work
     * @return T
     */
    public static function create(callable $work): mixed
    {
        $previous = umask(0077);
        try {
            return $work();
        } finally {
            umask($previous);
        }
    }
}

<?php

declare(strict_types=1);

namespace App\Support;

/**
 * outbox.php run as root works as the owner of the storage folder (the user php-fpm runs as),
 * as the cron line does: a queue database, WAL or lock file that root created there would be
 * root's, mode 0600, and every request of the endpoint would answer 503. It refuses, with a
 * message saying what to do, when the folder does not exist yet (root would make it its own) or
 * the switch fails. A folder root owns is used as root: php-fpm runs as root then, or cannot use
 * the folder anyway.
 */
final class StorageOwner
{
    /** The endpoint's own entries in STORAGE_DIR (docs/endpoint.md), which may be handed back. */
    private const ENTRIES = '/^(outbox\.sqlite(-wal|-shm|-journal)?|outbox\.lock|sender\.lock|smtp-paused'
        . '|client-hash\.key|logs)$/D';

    /**
     * Becomes the owner of $dir when running as root. Null when this process may go on; otherwise
     * why not. Files of the endpoint that root left in the folder (a run of an earlier version)
     * are given back to its owner first.
     */
    public static function become(string $dir): ?string
    {
        if (!function_exists('posix_geteuid') || posix_geteuid() !== 0) {
            return null;
        }
        clearstatcache();
        $folder = @stat($dir);
        if ($folder === false || !is_dir($dir)) {
            return "STORAGE_DIR $dir does not exist yet, and as root this command would make it root's, where "
                . "php-fpm cannot write. Let the endpoint make it (its first enquiry does), or make it for "
                . "php-fpm's user (install -d -o www-data -g www-data -m 0700 $dir), then run this command "
                . 'as that user (sudo -u www-data php php/bin/outbox.php) or as root again.';
        }
        $uid = (int) $folder['uid'];
        $gid = (int) $folder['gid'];
        if ($uid === 0) {
            return null;
        }
        self::handBack($dir, $uid, $gid);
        $user = posix_getpwuid($uid);
        $switched = posix_setgid($gid)
            && ($user === false || posix_initgroups((string) $user['name'], $gid))
            && posix_setuid($uid)
            && posix_geteuid() === $uid;
        if (!$switched) {
            return "cannot run as the owner of STORAGE_DIR $dir (uid $uid): run this command as that user "
                . '(sudo -u <user> php php/bin/outbox.php).';
        }
        return null;
    }

    private static function handBack(string $dir, int $uid, int $gid): void
    {
        foreach ((array) @scandir($dir) as $name) {
            if (!is_string($name) || preg_match(self::ENTRIES, $name) !== 1) {
                continue;
            }
            $path = "$dir/$name";
            $paths = is_dir($path) && !is_link($path)
                ? [$path, ...array_map(static fn ($n) => "$path/$n", array_diff((array) @scandir($path), ['.', '..']))]
                : [$path];
            foreach ($paths as $entry) {
                $stat = @lstat((string) $entry);
                if ($stat !== false && (int) $stat['uid'] === 0 && !is_link((string) $entry)) {
                    @chown((string) $entry, $uid);
                    @chgrp((string) $entry, $gid);
                }
            }
        }
    }
}

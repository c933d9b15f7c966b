<?php

declare(strict_types=1);

namespace App\Storage;

use App\Support\PrivateFiles;

/**
 * A per-installation secret in STORAGE_DIR: 32 random bytes (hex), made on first use in a 0600 file
 * and never changed afterwards. Created atomically: written and fsynced under a temporary name,
 * then hard-linked to its name, which fails if another process got there first (its key is used).
 */
final class SecretKeyFile
{
    private ?string $key = null;

    public function __construct(private readonly string $path)
    {
    }

    /** The key's 32 raw bytes. */
    public function key(): string
    {
        return $this->key ??= $this->load() ?? $this->create();
    }

    private function load(): ?string
    {
        if (!is_file($this->path)) {
            return null;
        }
        $text = @file_get_contents($this->path);
        if ($text === false || preg_match('/^[0-9a-f]{64}$/D', trim($text)) !== 1) {
            // Never replaced silently: a new key would change every stored hash.
            throw new StorageUnavailable('the key file ' . basename($this->path) . ' is unreadable or malformed');
        }
        return (string) hex2bin(trim($text));
    }

    private function create(): string
    {
        $dir = dirname($this->path);
        if (!is_dir($dir) && !@mkdir($dir, 0700, true) && !is_dir($dir)) {
            throw new StorageUnavailable('cannot create the storage folder');
        }
        $temp = $this->path . '.' . bin2hex(random_bytes(6)) . '.tmp';
        try {
            $handle = PrivateFiles::create(static fn () => @fopen($temp, 'x'));
            if ($handle === false) {
                throw new StorageUnavailable('cannot write the key file');
            }
            $written = @chmod($temp, 0600)
                && @fwrite($handle, bin2hex(random_bytes(32)) . "\n") === 65
                && @fflush($handle) && @fsync($handle);
            fclose($handle);
            if (!$written) {
                throw new StorageUnavailable('cannot write the key file');
            }
            // link() refuses an existing name: of two processes creating the key, one wins. Where
            // the file system has no hard links, rename() (the last writer wins, once).
            if (!@link($temp, $this->path) && !is_file($this->path)) {
                @rename($temp, $this->path);
            }
        } finally {
            @unlink($temp);
        }
        return $this->load() ?? throw new StorageUnavailable('cannot create the key file');
    }
}

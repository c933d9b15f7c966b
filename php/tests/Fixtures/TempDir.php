<?php

declare(strict_types=1);

namespace App\Tests\Fixtures;

/** A fresh folder per test, removed afterwards. */
trait TempDir
{
    private ?string $tempDir = null;

    protected function tempDir(): string
    {
        if ($this->tempDir === null) {
            $this->tempDir = sys_get_temp_dir() . '/endpoint-test-' . bin2hex(random_bytes(6));
            mkdir($this->tempDir, 0700, true);
        }
        return $this->tempDir;
    }

    /** @after */
    protected function removeTempDir(): void
    {
        if ($this->tempDir === null) {
            return;
        }
        $items = new \RecursiveIteratorIterator(
            new \RecursiveDirectoryIterator($this->tempDir, \FilesystemIterator::SKIP_DOTS),
            \RecursiveIteratorIterator::CHILD_FIRST,
        );
        foreach ($items as $item) {
            $item->isDir() ? rmdir($item->getPathname()) : unlink($item->getPathname());
        }
        rmdir($this->tempDir);
        $this->tempDir = null;
    }
}

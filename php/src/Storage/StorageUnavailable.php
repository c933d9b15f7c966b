<?php

declare(strict_types=1);

namespace App\Storage;

/** STORAGE_DIR cannot be created, opened or written: nothing may be claimed as received (503). */
final class StorageUnavailable extends \RuntimeException
{
}

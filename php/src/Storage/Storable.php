<?php

declare(strict_types=1);

namespace App\Storage;

/**
 * What the outbox keeps of an accepted enquiry: its data, stored as JSON and given back as an
 * array on claim and export (the caller rebuilds its own object), and its flag, kept in a column
 * of its own for outbox.php --list.
 */
interface Storable
{
    public function storedFlag(): string;

    /** @return array<string, string> */
    public function toArray(): array;
}

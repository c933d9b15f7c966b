<?php

declare(strict_types=1);

namespace App\Support;

/**
 * CSV lines as RFC 4180 writes them (CRLF line ends; a cell with a comma, a quote or a line break
 * quoted, quotes doubled), safe to open in a spreadsheet: a cell that starts like a formula
 * (= + - @, or a tab or CR before one) gets a leading apostrophe, so that what a visitor typed is
 * shown, never evaluated.
 */
final class Csv
{
    /** @param list<string> $cells */
    public static function line(array $cells): string
    {
        return implode(',', array_map(self::cell(...), $cells)) . "\r\n";
    }

    public static function cell(string $value): string
    {
        if ($value !== '' && str_contains("=+-@\t\r", $value[0])) {
            $value = "'" . $value;
        }
        if (strpbrk($value, ",\"\r\n") !== false) {
            return '"' . str_replace('"', '""', $value) . '"';
        }
        return $value;
    }
}

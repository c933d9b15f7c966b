<?php

declare(strict_types=1);

namespace App\Support;

/**
 * CSV lines as RFC 4180 writes them (CRLF line ends; a cell with a comma, a quote or a line break
 * quoted, quotes doubled), safe to open in a spreadsheet and to print on a terminal:
 *
 * - control characters (NUL, ESC, DEL, C1) and invisible format characters (zero-width spaces,
 *   byte order marks, direction overrides) are taken out; tabs and line breaks stay, and so do the
 *   zero-width joiners Indic scripts and emoji need, except at the start of a cell;
 * - a cell that starts like a formula (= + - @, or a tab or CR, after any spaces) gets a leading
 *   apostrophe, so that what a visitor typed is shown, never evaluated;
 * - a cell holding a semicolon is quoted too, and every semicolon or line break in it that is
 *   followed by a formula character gets the apostrophe after it: a spreadsheet set to split at
 *   semicolons (many locales) reads each piece as a cell of its own, quotes or not.
 */
final class Csv
{
    /** Control and invisible characters, except tab, LF, CR, ZWNJ, ZWJ and emoji tag characters. */
    private const UNSEEN = '/(?![\t\n\r\x{200C}\x{200D}\x{E0020}-\x{E007F}])[\p{Cc}\p{Cf}]/u';
    /** What may stand before a formula character and still leave it first to a spreadsheet. */
    private const BLANK = '[\t \x{200C}\x{200D}\p{Zs}]*';

    /** @param list<string> $cells */
    public static function line(array $cells): string
    {
        return implode(',', array_map(self::cell(...), $cells)) . "\r\n";
    }

    public static function cell(string $value): string
    {
        $value = self::visible($value);
        // Zero-width joiners mean nothing before the first visible character.
        $value = (string) preg_replace('/^[\x{200C}\x{200D}]+/u', '', $value);
        if (preg_match('/^[\r\n]*' . self::BLANK . '[=+\-@\t\r]/u', $value) === 1) {
            $value = "'" . $value;
        }
        $value = (string) preg_replace('/(;|\r\n|\r|\n)(?=' . self::BLANK . '[=+\-@])/u', "$1'", $value);
        if (strpbrk($value, ",;\"\r\n") !== false) {
            return '"' . str_replace('"', '""', $value) . '"';
        }
        return $value;
    }

    /**
     * $value without control and invisible characters (see above); line and paragraph separators
     * become line breaks. Text that is not UTF-8 has its stray bytes replaced first.
     */
    public static function visible(string $value): string
    {
        if (!mb_check_encoding($value, 'UTF-8')) {
            $previous = mb_substitute_character();
            mb_substitute_character(0xFFFD);
            $value = mb_scrub($value, 'UTF-8');
            mb_substitute_character($previous);
        }
        $value = str_replace(["\u{2028}", "\u{2029}"], "\n", $value);
        return (string) preg_replace(self::UNSEEN, '', $value);
    }
}

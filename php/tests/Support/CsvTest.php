<?php

declare(strict_types=1);

namespace App\Tests\Support;

use App\Support\Csv;
use PHPUnit\Framework\TestCase;

final class CsvTest extends TestCase
{
    /** @return array<string, array{0: string, 1: string}> what a visitor typed, and its cell */
    public static function cells(): array
    {
        return [
            'plain text' => ['Ada Lovelace', 'Ada Lovelace'],
            'a formula' => ['=1+1', "'=1+1"],
            'plus, minus, at' => ['+91 shop', "'+91 shop"],
            'tab or CR first' => ["\t=1", "'\t=1"],
            'spaces before the formula' => ['  =1+1', "'  =1+1"],
            'NUL before the formula' => ["\0=1+1", "'=1+1"],
            'U+001F before the formula' => ["\u{1F}=1+1", "'=1+1"],
            'a zero-width space before the formula' => ["\u{200B}=1+1", "'=1+1"],
            'a byte order mark before the formula' => ["\u{FEFF}=1+1", "'=1+1"],
            'a zero-width joiner before the formula' => ["\u{200D}=1+1", "'=1+1"],
            'a direction override before the formula' => ["\u{202E}@SUM(A1)", "'@SUM(A1)"],
            'ESC and other controls are taken out' => ["red\u{1B}[31m text\u{7F}\u{9B}", 'red[31m text'],
            'a semicolon: quoted, and guarded after it' => ['hello;=1+1;x', "\"hello;'=1+1;x\""],
            'a semicolon without a formula after it' => ['one; two', '"one; two"'],
            'a line break before a formula' => ["fine\r\n=1+1", "\"fine\r\n'=1+1\""],
            'a line separator is a line break' => ["fine\u{2028}-2", "\"fine\n'-2\""],
            'a comma and quotes' => ['Ada "The Countess", Lovelace', '"Ada ""The Countess"", Lovelace"'],
            'Devanagari with its joiners stays whole' => ["क्\u{200D}ष", "क्\u{200D}ष"],
            'an emoji family stays whole' => ["👩\u{200D}👩\u{200D}👧", "👩\u{200D}👩\u{200D}👧"],
            'a flag of tag characters stays whole' => ["🏴\u{E0067}\u{E0062}\u{E007F}", "🏴\u{E0067}\u{E0062}\u{E007F}"],
            'bytes that are not UTF-8' => ["caf\xE9", "caf\u{FFFD}"],
        ];
    }

    /** @dataProvider cells */
    public function testACellShowsWhatWasTypedAndNeverRunsIt(string $typed, string $cell): void
    {
        self::assertSame($cell, Csv::cell($typed));
    }

    public function testNoCellEverHoldsAControlOrInvisibleCharacterButTabsAndLineBreaks(): void
    {
        $all = '';
        for ($code = 0; $code < 0x2070; $code++) {
            $all .= mb_chr($code, 'UTF-8');
        }
        $all .= "\u{FEFF}\u{FFF9}\u{E0001}";
        $cell = Csv::cell($all);

        self::assertSame(0, preg_match('/(?![\t\n\r\x{200C}\x{200D}])[\p{Cc}\p{Cf}]/u', $cell));
    }

    public function testALineIsCommaSeparatedWithCrlf(): void
    {
        self::assertSame("a,'=b,\"c;d\"\r\n", Csv::line(['a', '=b', 'c;d']));
    }
}

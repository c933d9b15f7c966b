<?php

declare(strict_types=1);

namespace App\Support;

/**
 * Takes e-mail addresses and whatever the visitor typed out of error text before it is stored
 * (messages.last_error) or printed (outbox.php --list): an SMTP server refusing the
 * acknowledgement quotes the visitor's address, and PHPMailer passes its reply on.
 */
final class Redactor
{
    public const ADDRESS = '[address]';
    public const TYPED = '[redacted]';
    /** Anything shaped like an address, however invalid: no spaces, brackets, quotes or separators. */
    private const ADDRESS_PATTERN = '/[^\s<>()\[\]{}"\',;:]+@[^\s<>()\[\]{}"\',;:]*/u';

    /** @param list<string> $typed the visitor's values (name, e-mail, phone, message, ...) */
    public static function redact(string $text, array $typed = []): string
    {
        $text = mb_scrub($text, 'UTF-8');
        foreach (self::pieces($typed) as $piece) {
            // Whole words only, so a short name does not eat into the server's own words.
            $pattern = '/(?<![\p{L}\p{N}])' . preg_quote($piece, '/') . '(?![\p{L}\p{N}])/iu';
            $text = preg_replace($pattern, self::TYPED, $text) ?? $text;
        }
        return preg_replace(self::ADDRESS_PATTERN, self::ADDRESS, $text) ?? $text;
    }

    /**
     * Each value and each of its lines, longest first (a value is removed whole before its parts).
     *
     * @param list<string> $typed
     * @return list<string>
     */
    private static function pieces(array $typed): array
    {
        $pieces = [];
        foreach ($typed as $value) {
            $value = mb_scrub($value, 'UTF-8');
            foreach ([$value, ...(preg_split('/\R/u', $value) ?: [])] as $piece) {
                $piece = trim($piece);
                if (mb_strlen($piece) >= 2) {
                    $pieces[$piece] = mb_strlen($piece);
                }
            }
        }
        arsort($pieces);
        return array_map('strval', array_keys($pieces));
    }
}

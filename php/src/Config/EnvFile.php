<?php

declare(strict_types=1);

namespace App\Config;

/**
 * Reads a minimal .env file: KEY=VALUE lines, # comments, optional single or double quotes.
 */
final class EnvFile
{
    /** @return array<string, string> */
    public static function read(string $path): array
    {
        if (!is_file($path) || !is_readable($path)) {
            return [];
        }
        $lines = file($path, FILE_IGNORE_NEW_LINES);
        return self::parse($lines === false ? [] : $lines);
    }

    /**
     * @param list<string> $lines
     * @return array<string, string>
     */
    public static function parse(array $lines): array
    {
        $values = [];
        foreach ($lines as $line) {
            $matched = preg_match('/^\s*(?:export\s+)?([A-Z][A-Z0-9_]*)\s*=\s*(.*?)\s*$/D', $line, $m);
            if ($matched !== 1) {
                continue;
            }
            $value = $m[2];
            if (preg_match('/^"(.*)"$/D', $value, $q) === 1 || preg_match("/^'(.*)'$/D", $value, $q) === 1) {
                $value = $q[1];
            } else {
                $value = trim((string) preg_replace('/\s+#.*$/D', '', $value));
            }
            $values[$m[1]] = $value;
        }
        return $values;
    }
}

<?php

declare(strict_types=1);

namespace App\Enquiry;

/**
 * The enquiry forms' field checks and messages, read from php/enquiry-rules.json: the file the
 * browser's form validation reads too, so both sides refuse the same values with the same words.
 * The file is read on first use, once per object (Application makes one per request); a missing
 * or malformed file is RulesUnavailable, never a silently weaker check.
 *
 * Each check is kept as {check, value, message}: value is the length for minLength and maxLength,
 * the pattern in PCRE form, null for required.
 */
final class FieldRules
{
    public const FILE = __DIR__ . '/../../enquiry-rules.json';
    /** The rule sets the endpoint applies (EnquiryValidator maps the request's keys onto them). */
    private const SETS = ['name', 'email', 'phone', 'text'];

    /** @var array{sets: array<string, list<array<string, mixed>>>, captchaMissing: string}|null */
    private ?array $rules = null;

    public function __construct(private readonly string $path)
    {
    }

    /**
     * The message of the first check that $value fails in rule set $set, or null when it passes
     * them all. Lengths count Unicode characters (code points), as the browser does.
     *
     * @throws RulesUnavailable
     */
    public function firstFailure(string $set, string $value): ?string
    {
        $checks = $this->rules()['sets'][$set] ?? throw new \LogicException("no rule set $set");
        foreach ($checks as $check) {
            $passes = match ($check['check']) {
                'required' => $value !== '',
                'minLength' => mb_strlen($value) >= $check['value'],
                'maxLength' => mb_strlen($value) <= $check['value'],
                'pattern' => preg_match((string) $check['value'], $value) === 1,
            };
            if (!$passes) {
                return $check['message'];
            }
        }
        return null;
    }

    /**
     * What the visitor is told when the captcha token is missing.
     *
     * @throws RulesUnavailable
     */
    public function captchaMissing(): string
    {
        return $this->rules()['captchaMissing'];
    }

    /** @return array{sets: array<string, list<array<string, mixed>>>, captchaMissing: string} */
    private function rules(): array
    {
        if ($this->rules !== null) {
            return $this->rules;
        }
        $file = basename($this->path);
        $json = is_file($this->path) ? @file_get_contents($this->path) : false;
        if ($json === false) {
            throw new RulesUnavailable("cannot read $file");
        }
        try {
            $data = json_decode($json, true, 16, JSON_THROW_ON_ERROR);
        } catch (\JsonException $e) {
            throw new RulesUnavailable("$file is not valid JSON: " . $e->getMessage(), 0, $e);
        }
        if (!is_array($data) || array_is_list($data)) {
            throw new RulesUnavailable("$file does not hold an object");
        }
        $sets = [];
        foreach (self::SETS as $set) {
            $checks = $data[$set] ?? null;
            if (!is_array($checks) || $checks === [] || !array_is_list($checks)) {
                throw new RulesUnavailable("$file: \"$set\" is not a list of checks");
            }
            foreach ($checks as $index => $check) {
                $sets[$set][] = self::check($check, "$file: $set check " . ($index + 1));
            }
        }
        $captchaMissing = $data['captchaMissing'] ?? null;
        if (!is_string($captchaMissing) || trim($captchaMissing) === '') {
            throw new RulesUnavailable("$file: \"captchaMissing\" is not a message");
        }
        return $this->rules = ['sets' => $sets, 'captchaMissing' => $captchaMissing];
    }

    /** @return array{check: string, value: int|string|null, message: string} */
    private static function check(mixed $check, string $where): array
    {
        if (!is_array($check) || !is_string($check['message'] ?? null) || trim($check['message']) === '') {
            throw new RulesUnavailable("$where has no message");
        }
        $value = $check['value'] ?? null;
        $value = match ($check['check'] ?? null) {
            'required' => null,
            'minLength', 'maxLength' => is_int($value) && $value >= 0
                ? $value : throw new RulesUnavailable("$where needs a whole number as its value"),
            'pattern' => is_string($value)
                ? self::regex($value, $where) : throw new RulesUnavailable("$where needs a pattern as its value"),
            default => throw new RulesUnavailable("$where is not a known check"),
        };
        return ['check' => $check['check'], 'value' => $value, 'message' => $check['message']];
    }

    /**
     * The JavaScript pattern as PCRE: D so that $ matches only at the very end, as in JavaScript;
     * u so that it reads Unicode characters.
     */
    private static function regex(string $pattern, string $where): string
    {
        $regex = '~' . str_replace('~', '\~', $pattern) . '~Du';
        if (@preg_match($regex, '') === false) {
            throw new RulesUnavailable("$where has a pattern PHP cannot read");
        }
        return $regex;
    }
}

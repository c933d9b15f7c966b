<?php

declare(strict_types=1);

namespace App\Enquiry;

/**
 * Reads the contract file's JSON into the shape EnquiryContract uses, refusing anything it could
 * not apply faithfully (RulesUnavailable, naming the file and the place): an unknown check, a
 * field Enquiry has no property for, a kind without a flag, a request key, flag or mail label used
 * twice.
 */
final class ContractReader
{
    // What the endpoint uses of a field, a kind and the request; the browser reads the rest.
    private const FIELD_KEYS = ['wire', 'rules', 'mailLabel'];
    private const KIND_KEYS = ['flag', 'staffTitle'];
    private const WIRE_KEYS = ['kind', 'captchaToken', 'honeypot'];

    public function __construct(private readonly string $file)
    {
    }

    /** @return array<string, mixed> */
    public function read(string $json): array
    {
        try {
            $data = json_decode($json, true, 16, JSON_THROW_ON_ERROR);
        } catch (\JsonException $e) {
            throw new RulesUnavailable("$this->file is not valid JSON: " . $e->getMessage(), 0, $e);
        }
        if (!is_array($data) || array_is_list($data)) {
            throw new RulesUnavailable("$this->file does not hold an object");
        }
        $sets = [];
        foreach ($this->object($data, 'rules') as $set => $checks) {
            if (!is_array($checks) || $checks === [] || !array_is_list($checks)) {
                throw new RulesUnavailable("$this->file: \"$set\" is not a list of checks");
            }
            foreach ($checks as $index => $check) {
                $sets[$set][] = $this->check($check, "$this->file: $set check " . ($index + 1));
            }
        }
        $fields = [];
        foreach ($this->object($data, 'fields') as $name => $field) {
            if (!array_key_exists($name, (new Enquiry(''))->values())) {
                throw new RulesUnavailable("$this->file: an enquiry has no field \"$name\"");
            }
            $fields[$name] = $this->texts($field, self::FIELD_KEYS, "field \"$name\"");
            if (!isset($sets[$fields[$name]['rules']])) {
                throw new RulesUnavailable("$this->file: field \"$name\" names no rule set");
            }
        }
        $kinds = [];
        foreach ($this->object($data, 'kinds') as $kind => $spec) {
            $kinds[$kind] = $this->texts($spec, self::KIND_KEYS, "kind \"$kind\"");
            $names = is_array($spec) ? ($spec['fields'] ?? null) : null;
            $known = static fn (mixed $name): bool => is_string($name) && isset($fields[$name]);
            if (!is_array($names) || $names === [] || array_filter($names, $known) !== $names) {
                throw new RulesUnavailable("$this->file: kind \"$kind\" does not list known fields");
            }
            $kinds[$kind]['fields'] = array_values($names);
        }
        $captchaMissing = $data['captchaMissing'] ?? null;
        if (!is_string($captchaMissing) || trim($captchaMissing) === '') {
            throw new RulesUnavailable("$this->file: \"captchaMissing\" is not a message");
        }
        $wire = $this->texts($data['wire'] ?? null, self::WIRE_KEYS, '"wire"');
        // Each names one thing: a field posted under the honeypot's key would make every enquiry
        // look like spam, a kind whose flag another kind has could never be reached, and a field's
        // mail label must not overwrite the lines every staff mail starts with.
        $this->distinct([...array_values($wire), ...array_column($fields, 'wire')], 'request keys');
        $this->distinct(array_column($kinds, 'flag'), 'flags');
        $this->distinct([...MessageComposer::OPENING_LABELS, ...array_column($fields, 'mailLabel')], 'mail labels');
        return [
            'kinds' => $kinds,
            'fields' => $fields,
            'wire' => $wire,
            'sets' => $sets,
            'captchaMissing' => $captchaMissing,
        ];
    }

    /** @param list<string> $names */
    private function distinct(array $names, string $what): void
    {
        $repeated = array_keys(array_filter(array_count_values($names), static fn (int $n): bool => $n > 1));
        if ($repeated !== []) {
            throw new RulesUnavailable("$this->file: $what must differ, \"$repeated[0]\" is used twice");
        }
    }

    /**
     * @param array<string, mixed> $data
     * @return array<string, mixed>
     */
    private function object(array $data, string $key): array
    {
        $value = $data[$key] ?? null;
        if (!is_array($value) || $value === [] || array_is_list($value)) {
            throw new RulesUnavailable("$this->file: \"$key\" is not an object");
        }
        return $value;
    }

    /**
     * @param list<string> $keys
     * @return array<string, string>
     */
    private function texts(mixed $value, array $keys, string $what): array
    {
        $texts = [];
        foreach ($keys as $key) {
            $text = is_array($value) ? ($value[$key] ?? null) : null;
            if (!is_string($text) || trim($text) === '') {
                throw new RulesUnavailable("$this->file: $what has no \"$key\"");
            }
            $texts[$key] = $text;
        }
        return $texts;
    }

    /** @return array{check: string, value: int|string|null, message: string} */
    private function check(mixed $check, string $where): array
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

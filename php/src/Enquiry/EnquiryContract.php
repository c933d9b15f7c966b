<?php

declare(strict_types=1);

namespace App\Enquiry;

/**
 * The enquiry's contract, read from php/enquiry-rules.json: the file the browser's forms read too,
 * so both sides agree on the kinds and their flags, each kind's fields and their request keys, and
 * refuse the same values with the same words. The file is read on first use, once per object
 * (Application makes one per request); a missing or malformed file is RulesUnavailable, never a
 * silently weaker check.
 *
 * Each check is kept as {check, value, message}: value is the length for minLength and maxLength,
 * the pattern in PCRE form, null for required.
 *
 * @phpstan-type Field array{wire: string, rules: string, mailLabel: string}
 * @phpstan-type Kind array{flag: string, fields: list<string>, staffTitle: string}
 */
final class EnquiryContract
{
    public const FILE = __DIR__ . '/../../enquiry-rules.json';

    /**
     * @var array{kinds: array<string, Kind>, fields: array<string, Field>, wire: array<string, string>,
     *     sets: array<string, list<array{check: string, value: int|string|null, message: string}>>,
     *     captchaMissing: string}|null
     */
    private ?array $contract = null;

    public function __construct(private readonly string $path)
    {
    }

    /**
     * The kind a flag names ("contact_us" → "contact"), or null when no kind has that flag.
     *
     * @throws RulesUnavailable
     */
    public function kindOf(string $flag): ?string
    {
        foreach ($this->contract()['kinds'] as $kind => $spec) {
            if ($spec['flag'] === $flag) {
                return $kind;
            }
        }
        return null;
    }

    /**
     * The fields of a kind in form order: field name => its request key, rule set and mail label.
     *
     * @return array<string, Field>
     * @throws RulesUnavailable
     */
    public function fields(string $kind): array
    {
        $contract = $this->contract();
        $names = $contract['kinds'][$kind]['fields'] ?? throw new \LogicException("no kind $kind");
        return array_combine($names, array_map(static fn (string $name): array => $contract['fields'][$name], $names));
    }

    /**
     * The request key of "kind" (the flag), "captchaToken" or "honeypot".
     *
     * @throws RulesUnavailable
     */
    public function wire(string $what): string
    {
        return $this->contract()['wire'][$what] ?? throw new \LogicException("no request key for $what");
    }

    /**
     * Every request key that carries text: each field's, the captcha token's and the honeypot's.
     *
     * @return list<string>
     * @throws RulesUnavailable
     */
    public function textKeys(): array
    {
        $contract = $this->contract();
        $keys = array_column($contract['fields'], 'wire');
        return [...$keys, $contract['wire']['captchaToken'], $contract['wire']['honeypot']];
    }

    /**
     * What the staff mail calls a kind ("Quote request").
     *
     * @throws RulesUnavailable
     */
    public function staffTitle(string $kind): string
    {
        return $this->contract()['kinds'][$kind]['staffTitle'] ?? throw new \LogicException("no kind $kind");
    }

    /**
     * The message of the first check that $value fails in rule set $set, or null when it passes
     * them all. Lengths count Unicode characters (code points), as the browser does.
     *
     * @throws RulesUnavailable
     */
    public function firstFailure(string $set, string $value): ?string
    {
        $checks = $this->contract()['sets'][$set] ?? throw new \LogicException("no rule set $set");
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
        return $this->contract()['captchaMissing'];
    }

    /** @return array<string, mixed> the file's data, checked */
    private function contract(): array
    {
        if ($this->contract !== null) {
            return $this->contract;
        }
        $reader = new ContractReader(basename($this->path));
        $json = is_file($this->path) ? @file_get_contents($this->path) : false;
        if ($json === false) {
            throw new RulesUnavailable('cannot read ' . basename($this->path));
        }
        return $this->contract = $reader->read($json);
    }
}

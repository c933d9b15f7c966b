<?php

declare(strict_types=1);

namespace App\Enquiry;

use App\Storage\Storable;

/**
 * One enquiry as the visitor sent it. $flag names its kind as the request did (the contract maps
 * it to "contact" or "quote"); the fields a kind does not have are empty. The field properties are
 * the contract's field names (EnquiryContract refuses a file naming any other).
 */
final class Enquiry implements Storable
{
    public function __construct(
        public readonly string $flag,
        public readonly string $name = '',
        public readonly string $email = '',
        public readonly string $message = '',
        public readonly string $phone = '',
        public readonly string $requirement = '',
        public readonly string $recaptchaToken = '',
        public readonly string $honeypot = '',
    ) {
    }

    /** @return array<string, string> field name => value, every field; empty where the kind has none */
    public function values(): array
    {
        return [
            'name' => $this->name,
            'email' => $this->email,
            'message' => $this->message,
            'phone' => $this->phone,
            'requirement' => $this->requirement,
        ];
    }

    public function value(string $field): string
    {
        return $this->values()[$field] ?? throw new \LogicException("an enquiry has no field $field");
    }

    /** @param array<string, string> $values field name => value; the others keep theirs */
    public function with(array $values): self
    {
        $values = [...$this->values(), ...$values];
        return new self($this->flag, ...$values, recaptchaToken: $this->recaptchaToken, honeypot: $this->honeypot);
    }

    /** @return list<string> what the visitor typed, for taking it out of error text (empty fields too) */
    public function typed(): array
    {
        return array_values($this->values());
    }

    public function storedFlag(): string
    {
        return $this->flag;
    }

    /** @return array<string, string> what is stored (no captcha token) */
    public function toArray(): array
    {
        return ['flag' => $this->flag, ...$this->values(), 'website' => $this->honeypot];
    }

    /** @param array<string, mixed> $data what toArray() stored */
    public static function fromArray(array $data): self
    {
        $text = static fn (mixed $value): string => is_string($value) ? $value : '';
        $values = array_map($text, array_intersect_key($data, (new self(''))->values()));
        return (new self($text($data['flag'] ?? null), honeypot: $text($data['website'] ?? null)))->with($values);
    }
}

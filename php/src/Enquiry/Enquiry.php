<?php

declare(strict_types=1);

namespace App\Enquiry;

/**
 * One enquiry as the visitor sent it: a contact enquiry or a quote request.
 */
final class Enquiry
{
    public const CONTACT = 'contact_us';
    public const QUOTE = 'estimate';

    public function __construct(
        public readonly string $flag,
        public readonly string $name,
        public readonly string $email,
        public readonly string $message,
        public readonly string $phone,
        public readonly string $requirement,
        public readonly string $recaptchaToken,
        public readonly string $honeypot,
    ) {
    }

    public function isQuote(): bool
    {
        return $this->flag === self::QUOTE;
    }

    /**
     * The submitted fields, labelled, in form order (what the staff mail shows).
     *
     * @return array<string, string>
     */
    public function fields(): array
    {
        $fields = ['Name' => $this->name, 'Email' => $this->email];
        if ($this->isQuote()) {
            return $fields + ['Phone' => $this->phone, 'Requirement' => $this->requirement];
        }
        return $fields + ['Message' => $this->message];
    }

    /** @return array<string, string> what is stored (no captcha token) */
    public function toArray(): array
    {
        return [
            'flag' => $this->flag,
            'name' => $this->name,
            'email' => $this->email,
            'message' => $this->message,
            'phone' => $this->phone,
            'requirement' => $this->requirement,
            'website' => $this->honeypot,
        ];
    }

    /** @param array<string, mixed> $data */
    public static function fromArray(array $data): self
    {
        $get = static fn (string $key): string => is_string($data[$key] ?? null) ? $data[$key] : '';
        return new self(
            $get('flag') === self::QUOTE ? self::QUOTE : self::CONTACT,
            $get('name'),
            $get('email'),
            $get('message'),
            $get('phone'),
            $get('requirement'),
            '',
            $get('website'),
        );
    }
}

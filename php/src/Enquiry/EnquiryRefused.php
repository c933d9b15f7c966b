<?php

declare(strict_types=1);

namespace App\Enquiry;

/**
 * A post that is no enquiry: malformed (not a JSON object of texts with a known flag) or invalid
 * (a field fails its rules: $field is its request key; or the captcha token is missing). The
 * message is safe to show; the HTTP layer answers 400 or 422 with it.
 */
final class EnquiryRefused extends \RuntimeException
{
    private function __construct(string $message, public readonly bool $malformed, public readonly ?string $field)
    {
        parent::__construct($message);
    }

    public static function malformed(): self
    {
        return new self('The request could not be understood. Please reload the page and try again.', true, null);
    }

    public static function invalid(string $message, ?string $field = null): self
    {
        return new self($message, false, $field);
    }
}

<?php

declare(strict_types=1);

namespace App\Enquiry;

use App\Http\HttpError;

/**
 * The browser's rules (SPEC.md section 5) plus the length limits, with the same messages.
 * Returns the enquiry with trimmed values, or throws a 422 naming the first failing field.
 */
final class EnquiryValidator
{
    // The characters JavaScript's String.prototype.trim() removes.
    private const JS_SPACE = '[\x{0009}-\x{000D}\x{0020}\x{00A0}\x{1680}\x{2000}-\x{200A}'
        . '\x{2028}\x{2029}\x{202F}\x{205F}\x{3000}\x{FEFF}]';

    public function validate(Enquiry $enquiry): Enquiry
    {
        $name = self::trim($enquiry->name);
        $email = self::trim($enquiry->email);
        $message = self::trim($enquiry->message);
        $phone = self::trim($enquiry->phone);
        $requirement = self::trim($enquiry->requirement);

        $this->name($name);
        $this->email($email);
        if ($enquiry->isQuote()) {
            $this->phone($phone);
            $this->text($requirement, 'requirement');
        } else {
            $this->text($message, 'message');
        }

        return new Enquiry(
            $enquiry->flag,
            $name,
            $email,
            $message,
            $phone,
            $requirement,
            $enquiry->recaptchaToken,
            $enquiry->honeypot,
        );
    }

    public static function trim(string $value): string
    {
        return (string) preg_replace('/^' . self::JS_SPACE . '+|' . self::JS_SPACE . '+$/Du', '', $value);
    }

    private function name(string $name): void
    {
        $this->check($name !== '', 'name', 'Name is required');
        $this->check(mb_strlen($name) >= 2, 'name', 'Name must be at least 3 characters long');
        $this->check(
            preg_match('/^[A-Za-z][A-Za-z .]*$/D', $name) === 1,
            'name',
            'Name must start with a letter and can only contain letters, spaces and dots',
        );
        $this->check(mb_strlen($name) <= 100, 'name', 'Name must be at most 100 characters long');
    }

    private function email(string $email): void
    {
        $this->check($email !== '', 'to', 'Email is required');
        $this->check(
            preg_match('/^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/D', $email) === 1,
            'to',
            'Please enter a valid email address',
        );
        $this->check(mb_strlen($email) <= 254, 'to', 'Email must be at most 254 characters long');
    }

    private function phone(string $phone): void
    {
        $this->check($phone !== '', 'phone', 'Phone number is required');
        $this->check(mb_strlen($phone) >= 10, 'phone', 'Phone number must be at least 10 characters long');
        $this->check(preg_match('/^[6-9][0-9]{9}$/D', $phone) === 1, 'phone', 'Please enter a valid phone number');
    }

    private function text(string $text, string $field): void
    {
        $this->check($text !== '', $field, 'Message is required');
        $this->check(mb_strlen($text) <= 5000, $field, 'Message must be at most 5000 characters long');
    }

    private function check(bool $ok, string $field, string $message): void
    {
        if (!$ok) {
            throw new HttpError(422, $message, [], ['field' => $field]);
        }
    }
}

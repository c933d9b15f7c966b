<?php

declare(strict_types=1);

namespace App\Tests\Enquiry;

use App\Enquiry\EnquiryContract;
use App\Enquiry\EnquiryRefused;
use App\Tests\Fixtures\Enquiries;
use App\Tests\Fixtures\Requests;
use App\Tests\Fixtures\TempDir;
use PHPUnit\Framework\TestCase;

final class EnquiryValidatorTest extends TestCase
{
    use TempDir;

    /** @return array<string, array{0: array<string, string>, 1: string, 2: string}> */
    public static function invalidFields(): array
    {
        $contact = static fn (array $o): array => Requests::contact($o);
        $quote = static fn (array $o): array => Requests::quote($o);
        return [
            'name empty' => [$contact(['name' => '']), 'name', 'Name is required'],
            'name blank' => [$contact(['name' => "  \t "]), 'name', 'Name is required'],
            'name one letter' => [$contact(['name' => ' A ']), 'name', 'Name must be at least 3 characters long'],
            'name digit first' => [$contact(['name' => '1Ada']),
                'name', 'Name must start with a letter and can only contain letters, spaces and dots'],
            'name dot first' => [$contact(['name' => '.Ada']),
                'name', 'Name must start with a letter and can only contain letters, spaces and dots'],
            'name with a Devanagari digit' => [$contact(['name' => 'अमित१']),
                'name', 'Name must start with a letter and can only contain letters, spaces and dots'],
            'name with line break' => [$contact(['name' => "Ada\r\nBcc: x@example.com"]),
                'name', 'Name must start with a letter and can only contain letters, spaces and dots'],
            'name 101' => [$contact(['name' => str_repeat('a', 101)]),
                'name', 'Name must be at most 100 characters long'],
            'email empty' => [$contact(['to' => ' ']), 'to', 'Email is required'],
            'email no at' => [$contact(['to' => 'visitor.example.org']), 'to', 'Please enter a valid email address'],
            'email short tld' => [$contact(['to' => 'a@b.c']), 'to', 'Please enter a valid email address'],
            'email header injection' => [$contact(['to' => "a@example.org\r\nBcc: x@example.com"]),
                'to', 'Please enter a valid email address'],
            'email 255' => [$contact(['to' => str_repeat('a', 243) . '@example.org']),
                'to', 'Email must be at most 254 characters long'],
            'message empty' => [$contact(['message' => "\n \n"]), 'message', 'Message is required'],
            'message 5001' => [$contact(['message' => str_repeat('é', 5001)]),
                'message', 'Message must be at most 5000 characters long'],
            'phone empty' => [$quote(['phone' => '']), 'phone', 'Phone number is required'],
            'phone short' => [$quote(['phone' => '98765']),
                'phone', 'Phone number must be at least 10 characters long'],
            'phone starts 5' => [$quote(['phone' => '5876543210']), 'phone', 'Please enter a valid phone number'],
            'phone letters' => [$quote(['phone' => '98765abcde']), 'phone', 'Please enter a valid phone number'],
            'phone 11 digits' => [$quote(['phone' => '98765432101']), 'phone', 'Please enter a valid phone number'],
            'requirement empty' => [$quote(['requirement' => '']), 'requirement', 'Message is required'],
            'requirement 5001' => [$quote(['requirement' => str_repeat('x', 5001)]),
                'requirement', 'Message must be at most 5000 characters long'],
            'first failing field wins' => [$quote(['name' => '', 'to' => '', 'phone' => '']),
                'name', 'Name is required'],
            'email before phone' => [$quote(['to' => 'x', 'phone' => '1']), 'to', 'Please enter a valid email address'],
            'phone before requirement' => [$quote(['phone' => '1', 'requirement' => '']),
                'phone', 'Phone number must be at least 10 characters long'],
        ];
    }

    /**
     * @dataProvider invalidFields
     * @param array<string, string> $payload
     */
    public function testBrowserRulesAndMessages(array $payload, string $field, string $message): void
    {
        try {
            Enquiries::validated($payload);
            self::fail('expected a 422');
        } catch (EnquiryRefused $e) {
            self::assertFalse($e->malformed);
            self::assertSame($message, $e->getMessage());
            self::assertSame($field, $e->field);
        }
    }

    public function testAMissingCaptchaTokenComesAfterTheFieldRulesWithTheMessageFromTheRulesFile(): void
    {
        try {
            Enquiries::validated(Requests::contact(['recaptchaToken' => '']));
            self::fail('expected a 422');
        } catch (EnquiryRefused $e) {
            self::assertFalse($e->malformed);
            self::assertSame('Please complete the reCAPTCHA verification', $e->getMessage());
            self::assertNull($e->field, 'no field: the token is not one the visitor types');
        }
        $this->expectExceptionMessage('Name is required');
        Enquiries::validated(Requests::contact(['recaptchaToken' => '', 'name' => '']));
    }

    public function testTheChecksAndMessagesComeFromTheRulesFile(): void
    {
        $rules = json_decode((string) file_get_contents(EnquiryContract::FILE), true);
        $rules['rules']['name'][0]['message'] = 'Tell us your name';
        $rules['rules']['phone'][] = ['check' => 'pattern', 'value' => '^98', 'message' => 'Only 98 numbers'];
        $rules['captchaMissing'] = 'Tick the box';
        $file = $this->tempDir() . '/rules.json';
        file_put_contents($file, json_encode($rules));
        $validator = Enquiries::validator($file);
        $error = static function (array $payload) use ($validator): string {
            try {
                $validator->validate(Enquiries::parsed($payload));
                return 'valid';
            } catch (EnquiryRefused $e) {
                return $e->getMessage();
            }
        };

        self::assertSame('Tell us your name', $error(Requests::contact(['name' => ''])));
        self::assertSame('Only 98 numbers', $error(Requests::quote(['phone' => '9765432109'])));
        self::assertSame('valid', $error(Requests::quote(['phone' => '9865432109'])));
        self::assertSame('Tick the box', $error(Requests::contact(['recaptchaToken' => ''])));
    }

    public function testValidValuesAreTrimmedLikeJavaScript(): void
    {
        $enquiry = Enquiries::validated(Requests::quote([
            'name' => "\u{00A0} Ab \u{FEFF}",
            'to' => "  visitor@example.org\r\n",
            'phone' => ' 9876543210 ',
            'requirement' => "\n Line one\nLine two \n",
        ]));

        self::assertSame('Ab', $enquiry->name);
        self::assertSame('visitor@example.org', $enquiry->email);
        self::assertSame('9876543210', $enquiry->phone);
        self::assertSame("Line one\nLine two", $enquiry->requirement);
    }

    public function testLimitsCountUnicodeCharacters(): void
    {
        $enquiry = Enquiries::validated(Requests::contact([
            'name' => str_repeat('a', 100),
            'message' => str_repeat('😀', 5000),
        ]));
        self::assertSame(5000, mb_strlen($enquiry->message));
    }

    public function testTwoLetterNameAndDotsAreAccepted(): void
    {
        $tolkien = Enquiries::validated(Requests::contact(['name' => 'J. R. R. Tolkien']));
        self::assertSame('J. R. R. Tolkien', $tolkien->name);
        self::assertSame('Al', Enquiries::validated(Requests::contact(['name' => 'Al']))->name);
    }
}

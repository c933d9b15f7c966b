<?php

declare(strict_types=1);

namespace App\Tests\Enquiry;

use App\Enquiry\Enquiry;
use App\Enquiry\EnquiryContract;
use App\Enquiry\RulesUnavailable;
use App\Tests\Fixtures\TempDir;
use PHPUnit\Framework\TestCase;

final class EnquiryContractTest extends TestCase
{
    use TempDir;

    /** @param array<string, mixed>|string $rules the file's content, or its JSON data */
    private function rules(array|string $rules): EnquiryContract
    {
        $file = $this->tempDir() . '/enquiry-rules.json';
        file_put_contents($file, is_string($rules) ? $rules : json_encode($rules));
        return new EnquiryContract($file);
    }

    /** @return array<string, mixed> the shipped rules, as data */
    private static function shipped(): array
    {
        return json_decode((string) file_get_contents(EnquiryContract::FILE), true, 16, JSON_THROW_ON_ERROR);
    }

    public function testTheFirstFailingCheckOfASetGivesItsMessage(): void
    {
        $rules = new EnquiryContract(EnquiryContract::FILE);

        self::assertSame('Phone number is required', $rules->firstFailure('phone', ''));
        self::assertSame('Phone number must be at least 10 characters long', $rules->firstFailure('phone', '12'));
        self::assertSame('Please enter a valid phone number', $rules->firstFailure('phone', '1234567890'));
        self::assertNull($rules->firstFailure('phone', '9876543210'));
        self::assertSame('Please complete the reCAPTCHA verification', $rules->captchaMissing());
    }

    public function testPatternsMatchTheWholeValueAsInJavaScript(): void
    {
        $rules = self::shipped();
        $rules['rules']['text'][] = ['check' => 'pattern', 'value' => '^a~b/c$', 'message' => 'Not a~b/c'];
        $rules['rules']['phone'] = [['check' => 'pattern', 'value' => '^é.$', 'message' => 'Not é and one character']];
        $fieldRules = $this->rules($rules);

        self::assertNull($fieldRules->firstFailure('text', 'a~b/c'), 'the delimiter and slashes are plain characters');
        self::assertSame('Not a~b/c', $fieldRules->firstFailure('text', "a~b/c\n"), '$ is the very end');
        self::assertNull($fieldRules->firstFailure('phone', 'é😀'), 'characters, not bytes');
    }

    public function testTheFileIsReadOncePerObject(): void
    {
        $fieldRules = $this->rules(self::shipped());
        self::assertSame('Message is required', $fieldRules->firstFailure('text', ''));
        unlink($this->tempDir() . '/enquiry-rules.json');

        self::assertSame('Message is required', $fieldRules->firstFailure('text', ''));
        $this->expectException(RulesUnavailable::class);
        (new EnquiryContract($this->tempDir() . '/enquiry-rules.json'))->captchaMissing();
    }

    /** @return array<string, array{0: \Closure(array<string, mixed>): (array<string, mixed>|string), 1: string}> */
    public static function brokenFiles(): array
    {
        // $rules with the value at a path (a list of keys) replaced, or taken out when null.
        $set = static fn (array $path, mixed $value): \Closure => static function (array $rules) use ($path, $value) {
            $at = &$rules;
            foreach (array_slice($path, 0, -1) as $key) {
                $at = &$at[$key];
            }
            if ($value === null) {
                unset($at[end($path)]);
            } else {
                $at[end($path)] = $value;
            }
            return $rules;
        };
        $nameCheck = static fn (array $check): \Closure => $set(['rules', 'name', 1], $check);
        return [
            'not JSON' => [static fn (): string => '{"name": [', 'enquiry-rules.json is not valid JSON'],
            'a list' => [static fn (): string => '[]', 'enquiry-rules.json does not hold an object'],
            'no email rules' => [$set(['rules', 'email'], null), 'field "email" names no rule set'],
            'no captcha message' => [$set(['captchaMissing'], null), '"captchaMissing" is not a message'],
            'empty rule set' => [$set(['rules', 'text'], []), '"text" is not a list of checks'],
            'no kinds' => [$set(['kinds'], null), '"kinds" is not an object'],
            'a kind without a flag' => [$set(['kinds', 'quote', 'flag'], ''), 'kind "quote" has no "flag"'],
            'a kind with an unknown field' => [$set(['kinds', 'contact', 'fields'], ['name', 'fax']),
                'kind "contact" does not list known fields'],
            'a field an enquiry does not have' => [$set(['fields', 'fax'], ['wire' => 'fax']),
                'an enquiry has no field "fax"'],
            'a field without a request key' => [$set(['fields', 'email', 'wire'], null), 'field "email" has no "wire"'],
            'no honeypot key' => [$set(['wire', 'honeypot'], null), '"wire" has no "honeypot"'],
            'a field posted as the honeypot' => [$set(['fields', 'phone', 'wire'], 'website'),
                'request keys must differ, "website" is used twice'],
            'two kinds with one flag' => [$set(['kinds', 'quote', 'flag'], 'contact_us'),
                'flags must differ, "contact_us" is used twice'],
            'a mail label every mail has' => [$set(['fields', 'phone', 'mailLabel'], 'Type'),
                'mail labels must differ, "Type" is used twice'],
            'a list inside a kind\'s fields' => [$set(['kinds', 'contact', 'fields'], ['name', ['email']]),
                'kind "contact" does not list known fields'],
            'unknown check' => [$nameCheck(['check' => 'email', 'message' => 'x']),
                'name check 2 is not a known check'],
            'no message' => [$nameCheck(['check' => 'required']), 'name check 2 has no message'],
            'length not a number' => [$nameCheck(['check' => 'minLength', 'value' => '2', 'message' => 'x']),
                'name check 2 needs a whole number as its value'],
            'pattern missing' => [$nameCheck(['check' => 'pattern', 'message' => 'x']),
                'name check 2 needs a pattern as its value'],
            'pattern PHP cannot read' => [$nameCheck(['check' => 'pattern', 'value' => '^[a-', 'message' => 'x']),
                'name check 2 has a pattern PHP cannot read'],
        ];
    }

    /**
     * @dataProvider brokenFiles
     * @param \Closure(array<string, mixed>): (array<string, mixed>|string) $break
     */
    public function testAMissingOrMalformedFileIsRulesUnavailableOnFirstUse(\Closure $break, string $why): void
    {
        $fieldRules = $this->rules($break(self::shipped()));

        $this->expectException(RulesUnavailable::class);
        $this->expectExceptionMessage($why);
        $fieldRules->firstFailure('name', 'Ada');
    }

    public function testAMissingFileIsRulesUnavailable(): void
    {
        $this->expectException(RulesUnavailable::class);
        $this->expectExceptionMessage('cannot read absent.json');
        (new EnquiryContract($this->tempDir() . '/absent.json'))->firstFailure('name', 'Ada');
    }

    public function testTheKindsFieldsAndRequestKeysAreTheOnesDeployedFormsPost(): void
    {
        $contract = new EnquiryContract(EnquiryContract::FILE);

        self::assertSame('contact', $contract->kindOf('contact_us'));
        self::assertSame('quote', $contract->kindOf('estimate'));
        self::assertNull($contract->kindOf('contact'));
        self::assertSame('flag', $contract->wire('kind'));
        self::assertSame(['name', 'email', 'message'], array_keys($contract->fields('contact')));
        self::assertSame(['name', 'email', 'phone', 'requirement'], array_keys($contract->fields('quote')));
        self::assertSame(
            ['name', 'to', 'phone', 'message', 'requirement', 'recaptchaToken', 'website'],
            $contract->textKeys(),
        );
        self::assertSame('Quote request', $contract->staffTitle('quote'));
    }

    public function testEveryFieldOfTheFileIsAFieldOfAnEnquiry(): void
    {
        $fields = array_keys(self::shipped()['fields']);
        $properties = array_keys((new Enquiry(''))->values());
        sort($fields);
        sort($properties);
        self::assertSame($properties, $fields);
    }
}

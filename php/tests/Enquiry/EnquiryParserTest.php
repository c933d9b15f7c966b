<?php

declare(strict_types=1);

namespace App\Tests\Enquiry;

use App\Enquiry\EnquiryRefused;
use App\Tests\Fixtures\Enquiries;
use App\Tests\Fixtures\Requests;
use PHPUnit\Framework\TestCase;

final class EnquiryParserTest extends TestCase
{
    public function testParsesAContactEnquiry(): void
    {
        $enquiry = Enquiries::parser()->parse(json_encode(Requests::contact(['phone' => 'ignored'])));

        self::assertSame(['contact_us', 'token', ''], [$enquiry->flag, $enquiry->recaptchaToken, $enquiry->honeypot]);
        self::assertSame(
            ['name' => 'Ada Lovelace', 'email' => 'visitor@example.org', 'message' => 'Please call me back.']
                + ['phone' => '', 'requirement' => ''],
            $enquiry->values(),
            'the e-mail from "to"; a field of the other kind ignored',
        );
    }

    public function testParsesAQuoteRequestWithHoneypot(): void
    {
        $enquiry = Enquiries::parser()->parse(json_encode(Requests::quote(['website' => 'http://spam'])));

        self::assertSame(['estimate', 'http://spam'], [$enquiry->flag, $enquiry->honeypot]);
        self::assertSame(
            ['message' => '', 'phone' => '9876543210', 'requirement' => 'An online shop.'],
            array_intersect_key($enquiry->values(), ['phone' => 1, 'requirement' => 1, 'message' => 1]),
        );
    }

    public function testMissingAndNullFieldsCountAsEmpty(): void
    {
        $enquiry = Enquiries::parser()->parse('{"flag":"contact_us","name":null}');
        self::assertSame('', $enquiry->name);
        self::assertSame('', $enquiry->email);
        self::assertSame('', $enquiry->recaptchaToken);
    }

    /** @return array<string, array{0: string}> */
    public static function malformedBodies(): array
    {
        return [
            'empty' => [''],
            'not json' => ['name=Ada'],
            'truncated json' => ['{"flag":"contact_us"'],
            'array' => ['[1,2]'],
            'string' => ['"contact_us"'],
            'number' => ['42'],
            'no flag' => ['{"name":"Ada"}'],
            'unknown flag' => ['{"flag":"get_free_estimate"}'],
            'flag not string' => ['{"flag":1}'],
            'name not string' => ['{"flag":"contact_us","name":["Ada"]}'],
            'to not string' => ['{"flag":"contact_us","to":{"a":1}}'],
            'phone number type' => ['{"flag":"estimate","phone":9876543210}'],
            'token not string' => ['{"flag":"contact_us","recaptchaToken":true}'],
            'honeypot not string' => ['{"flag":"contact_us","website":0}'],
            'invalid utf-8' => ["{\"flag\":\"contact_us\",\"name\":\"\xC3\x28\"}"],
            'lone surrogate' => ['{"flag":"contact_us","name":"\ud800"}'],
            'too deep' => ['{"flag":"contact_us","x":[[[[[[[[[[1]]]]]]]]]]}'],
        ];
    }

    /** @dataProvider malformedBodies */
    public function testMalformedBodiesAreBadRequests(string $body): void
    {
        try {
            Enquiries::parser()->parse($body);
            self::fail('expected a 400');
        } catch (EnquiryRefused $e) {
            self::assertTrue($e->malformed);
            self::assertNotSame('', $e->getMessage());
        }
    }
}

<?php

declare(strict_types=1);

namespace App\Tests\Fixtures;

use App\Enquiry\Enquiry;
use App\Enquiry\EnquiryParser;
use App\Enquiry\EnquiryValidator;
use App\Enquiry\EnquiryContract;

/** Enquiries as the endpoint sees them, from payloads built with Requests. */
final class Enquiries
{
    /** The usual contact enquiry (Requests::contact()), as parsed. */
    public static function contact(): Enquiry
    {
        return self::parsed(Requests::contact());
    }

    /** @param array<string, mixed> $payload as parsed: untrimmed, unchecked */
    public static function parsed(array $payload): Enquiry
    {
        return self::parser()->parse(json_encode($payload, JSON_THROW_ON_ERROR));
    }

    /** @param array<string, mixed> $payload as validated with the shipped field rules */
    public static function validated(array $payload): Enquiry
    {
        return self::validator()->validate(self::parsed($payload));
    }

    public static function parser(string $contractFile = EnquiryContract::FILE): EnquiryParser
    {
        return new EnquiryParser(new EnquiryContract($contractFile));
    }

    public static function validator(string $contractFile = EnquiryContract::FILE): EnquiryValidator
    {
        return new EnquiryValidator(new EnquiryContract($contractFile));
    }
}

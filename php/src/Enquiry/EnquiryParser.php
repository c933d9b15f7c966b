<?php

declare(strict_types=1);

namespace App\Enquiry;

use App\Http\HttpError;

/**
 * Turns the JSON body into an Enquiry. Anything malformed is a 400: not UTF-8, not JSON, not an
 * object, a field that is not a string, an unknown flag. Missing or null fields count as empty.
 */
final class EnquiryParser
{
    private const STRING_FIELDS = ['to', 'name', 'message', 'phone', 'requirement', 'recaptchaToken', 'website'];

    public function parse(string $body): Enquiry
    {
        if (!mb_check_encoding($body, 'UTF-8')) {
            throw self::badRequest();
        }
        try {
            $data = json_decode($body, true, 8, JSON_THROW_ON_ERROR);
        } catch (\JsonException) {
            throw self::badRequest();
        }
        if (!is_array($data) || ($data !== [] && array_is_list($data))) {
            throw self::badRequest();
        }
        foreach (self::STRING_FIELDS as $field) {
            if (isset($data[$field]) && !is_string($data[$field])) {
                throw self::badRequest();
            }
        }
        $flag = $data['flag'] ?? null;
        if ($flag !== Enquiry::CONTACT && $flag !== Enquiry::QUOTE) {
            throw self::badRequest();
        }
        $get = static fn (string $key): string => (string) ($data[$key] ?? '');
        $isQuote = $flag === Enquiry::QUOTE;

        return new Enquiry(
            $flag,
            $get('name'),
            $get('to'),
            $isQuote ? '' : $get('message'),
            $isQuote ? $get('phone') : '',
            $isQuote ? $get('requirement') : '',
            $get('recaptchaToken'),
            $get('website'),
        );
    }

    private static function badRequest(): HttpError
    {
        return new HttpError(400, 'The request could not be understood. Please reload the page and try again.');
    }
}

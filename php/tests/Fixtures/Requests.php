<?php

declare(strict_types=1);

namespace App\Tests\Fixtures;

use App\Http\HttpRequest;

/** Builders for test requests and payloads. */
final class Requests
{
    /** @return array<string, string> */
    public static function contact(array $override = []): array
    {
        return array_merge([
            'to' => 'visitor@example.org',
            'name' => 'Ada Lovelace',
            'message' => 'Please call me back.',
            'flag' => 'contact_us',
            'recaptchaToken' => 'token',
        ], $override);
    }

    /** @return array<string, string> */
    public static function quote(array $override = []): array
    {
        return array_merge([
            'to' => 'visitor@example.org',
            'name' => 'Ada Lovelace',
            'phone' => '9876543210',
            'requirement' => 'An online shop.',
            'flag' => 'estimate',
            'recaptchaToken' => 'token',
        ], $override);
    }

    /**
     * @param array<string, string> $headers
     * @param array<string, string> $cookies
     */
    public static function post(
        string $body,
        array $headers = [],
        array $cookies = [],
        string $remote = '203.0.113.7',
        string $method = 'POST',
    ): HttpRequest {
        $headers = array_change_key_case($headers + ['Content-Type' => 'application/json', 'Host' => 'example.com']);
        return new HttpRequest($method, $headers, $cookies, $body, $remote, false);
    }

    /** @param array<string, mixed> $payload */
    public static function json(array $payload): HttpRequest
    {
        return self::post(json_encode($payload, JSON_THROW_ON_ERROR));
    }
}

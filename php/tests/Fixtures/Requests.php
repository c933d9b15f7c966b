<?php

declare(strict_types=1);

namespace App\Tests\Fixtures;

use App\Http\HttpRequest;

/** Builders for test requests and payloads. */
final class Requests
{
    /** The address behind which tests put their clients (X-Forwarded-For); it must be trusted. */
    public const PROXY = '127.0.0.1';

    /** @return array<string, string> */
    public static function contact(array $override = []): array
    {
        return self::payload(['message' => 'Please call me back.'], 'contact_us', $override);
    }

    /** @return array<string, string> */
    public static function quote(array $override = []): array
    {
        return self::payload(['phone' => '9876543210', 'requirement' => 'An online shop.'], 'estimate', $override);
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

    /**
     * A post from $client that arrives through the proxy at PROXY.
     *
     * @param array<string, mixed>|string $payload the JSON body, or its data
     * @param array<string, string> $headers
     */
    public static function forwarded(string $client, array|string $payload, array $headers = []): HttpRequest
    {
        $body = is_string($payload) ? $payload : json_encode($payload, JSON_THROW_ON_ERROR);
        return self::post($body, $headers + ['X-Forwarded-For' => $client], [], self::PROXY);
    }

    /**
     * @param array<string, string> $fields the form's own fields
     * @param array<string, string> $override
     * @return array<string, string>
     */
    private static function payload(array $fields, string $flag, array $override): array
    {
        $visitor = ['to' => 'visitor@example.org', 'name' => 'Ada Lovelace'];
        return array_merge($visitor, $fields, ['flag' => $flag, 'recaptchaToken' => 'token'], $override);
    }
}

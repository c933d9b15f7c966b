<?php

declare(strict_types=1);

namespace App\Http;

/**
 * The parts of an HTTP request the endpoint looks at. The body is read up to one byte past
 * the limit, so an oversized body is detected without reading it all.
 */
final class HttpRequest
{
    /**
     * @param array<string, string> $headers lower-case names
     * @param array<string, string> $cookies
     */
    public function __construct(
        public readonly string $method,
        public readonly array $headers,
        public readonly array $cookies,
        public readonly string $body,
        public readonly string $remoteAddress,
        public readonly bool $https,
    ) {
    }

    /**
     * @param array<string, mixed> $server
     * @param array<string, mixed> $cookies
     * @param resource|null $input the body stream; php://input when null (tests pass their own)
     */
    public static function fromGlobals(array $server, array $cookies, int $maxBody, $input = null): self
    {
        $headers = [];
        foreach ($server as $key => $value) {
            if (!is_string($value)) {
                continue;
            }
            if (str_starts_with((string) $key, 'HTTP_')) {
                $headers[strtolower(str_replace('_', '-', substr((string) $key, 5)))] = $value;
            } elseif ($key === 'CONTENT_TYPE' || $key === 'CONTENT_LENGTH') {
                $headers[strtolower(str_replace('_', '-', (string) $key))] = $value;
            }
        }
        $input ??= fopen('php://input', 'rb');
        $body = $input === false ? '' : (string) stream_get_contents($input, $maxBody + 1);
        $https = strtolower((string) ($server['HTTPS'] ?? '')) === 'on'
            || (string) ($server['REQUEST_SCHEME'] ?? '') === 'https';

        return new self(
            strtoupper((string) ($server['REQUEST_METHOD'] ?? 'GET')),
            $headers,
            array_filter($cookies, 'is_string'),
            $body,
            (string) ($server['REMOTE_ADDR'] ?? ''),
            $https,
        );
    }

    public function header(string $name): ?string
    {
        return $this->headers[strtolower($name)] ?? null;
    }
}

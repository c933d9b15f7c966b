<?php

declare(strict_types=1);

namespace App\Http;

/**
 * The only kind of answer the endpoint gives: JSON, never cached.
 */
final class JsonResponse
{
    /**
     * @param array<string, mixed> $body
     * @param array<string, string> $headers
     */
    public function __construct(
        public readonly int $status,
        public readonly array $body,
        public readonly array $headers = [],
    ) {
    }

    public static function success(): self
    {
        return new self(200, ['success' => true]);
    }

    /**
     * @param array<string, string> $headers
     * @param array<string, string> $extra
     */
    public static function failure(int $status, string $error, array $headers = [], array $extra = []): self
    {
        return new self($status, ['success' => false, 'error' => $error] + $extra, $headers);
    }

    /** @return array<string, string> */
    public function allHeaders(): array
    {
        return [
            'Content-Type' => 'application/json; charset=utf-8',
            'Cache-Control' => 'no-store',
            'X-Content-Type-Options' => 'nosniff',
        ] + $this->headers;
    }

    public function json(): string
    {
        return json_encode($this->body, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE | JSON_THROW_ON_ERROR);
    }

    /** @param array<string, string> $transport headers about the connection (ErrorGuard's) */
    public function send(array $transport = []): void
    {
        $json = $this->json();
        if (!headers_sent()) {
            header_remove();
            http_response_code($this->status);
            $headers = $this->allHeaders() + $transport + ['Content-Length' => (string) strlen($json)];
            foreach ($headers as $name => $value) {
                header($name . ': ' . $value);
            }
        }
        echo $json;
    }
}

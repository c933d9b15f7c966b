<?php

declare(strict_types=1);

namespace App\Http;

/**
 * A request the endpoint refuses: status, a message safe to show, extra headers and JSON keys.
 */
final class HttpError extends \RuntimeException
{
    /**
     * @param array<string, string> $headers
     * @param array<string, string> $extra
     */
    public function __construct(
        public readonly int $status,
        public readonly string $publicMessage,
        public readonly array $headers = [],
        public readonly array $extra = [],
    ) {
        parent::__construct($publicMessage, $status);
    }

    public function toResponse(): JsonResponse
    {
        return JsonResponse::failure($this->status, $this->publicMessage, $this->headers, $this->extra);
    }
}

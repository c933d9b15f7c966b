<?php

declare(strict_types=1);

namespace App\Http;

/**
 * Checks that come before the body is parsed: method, origin, XSRF token, content type, size.
 */
final class RequestGuard
{
    public const MAX_BODY = 32768;

    /** @param list<string> $allowedOrigins lower-case, no trailing slash */
    public function __construct(
        private readonly ClientAddress $clients,
        private readonly array $allowedOrigins,
    ) {
    }

    public function check(HttpRequest $request): void
    {
        self::checkMethod($request);
        $this->checkOrigin($request);
        $this->checkXsrf($request);
        $type = strtolower(trim(explode(';', (string) $request->header('content-type'))[0]));
        if ($type !== 'application/json') {
            throw new HttpError(415, 'The request must be sent as JSON.');
        }
        $length = $request->header('content-length');
        if (strlen($request->body) > self::MAX_BODY || ($length !== null && (int) $length > self::MAX_BODY)) {
            throw new HttpError(413, 'The request is too large.');
        }
    }

    /** 405 for anything but POST: needs no settings, so it comes before they are read. */
    public static function checkMethod(HttpRequest $request): void
    {
        if ($request->method !== 'POST') {
            throw new HttpError(405, 'Method not allowed.', ['Allow' => 'POST']);
        }
    }

    private function checkOrigin(HttpRequest $request): void
    {
        $origin = $request->header('origin');
        if ($origin === null) {
            return;
        }
        $origin = rtrim(strtolower(trim($origin)), '/');
        $allowed = $this->allowedOrigins === [] ? [$this->ownOrigin($request)] : $this->allowedOrigins;
        if (!in_array($origin, $allowed, true)) {
            throw new HttpError(403, 'This request was blocked. Please reload the page and try again.');
        }
    }

    private function checkXsrf(HttpRequest $request): void
    {
        $cookie = $request->cookies['XSRF-TOKEN'] ?? null;
        if ($cookie === null) {
            return;
        }
        $header = $request->header('x-xsrf-token');
        if ($header === null || !hash_equals($cookie, $header)) {
            throw new HttpError(403, 'This request was blocked. Please reload the page and try again.');
        }
    }

    private function ownOrigin(HttpRequest $request): string
    {
        $scheme = $request->https ? 'https' : 'http';
        $forwarded = strtolower(trim((string) $request->header('x-forwarded-proto')));
        if (in_array($forwarded, ['http', 'https'], true) && $this->clients->isTrusted($request->remoteAddress)) {
            $scheme = $forwarded;
        }
        return $scheme . '://' . strtolower(trim((string) $request->header('host')));
    }
}

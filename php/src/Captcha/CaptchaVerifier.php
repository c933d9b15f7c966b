<?php

declare(strict_types=1);

namespace App\Captcha;

interface CaptchaVerifier
{
    /**
     * True when the verifier accepts the token, false when it rejects it. $remoteIp: the client
     * ('' when unknown); $requestHost: the host the request was sent to (lower-case, no port).
     *
     * @throws CaptchaUnavailable when the verifier cannot give an answer
     */
    public function verify(string $token, string $remoteIp, string $requestHost = ''): bool;
}

<?php

declare(strict_types=1);

namespace App\Captcha;

/**
 * Google reCAPTCHA siteverify: form-encoded secret, response and remoteip; answer within 5 s.
 */
final class RecaptchaVerifier implements CaptchaVerifier
{
    public const TIMEOUT_SECONDS = 5;
    private const SECRET_ERRORS = ['missing-input-secret', 'invalid-input-secret'];

    /**
     * @param list<string> $hostnames where a token may have been solved (lower-case), from the
     *                                settings only: ['*'] any host; [] none
     */
    public function __construct(
        private readonly HttpClient $http,
        private readonly string $verifyUrl,
        private readonly string $secret,
        private readonly array $hostnames,
    ) {
    }

    public function verify(string $token, string $remoteIp): bool
    {
        $fields = ['secret' => $this->secret, 'response' => $token];
        if ($remoteIp !== '') {
            $fields['remoteip'] = $remoteIp;
        }
        try {
            [$status, $body] = $this->http->postForm($this->verifyUrl, $fields, self::TIMEOUT_SECONDS);
        } catch (HttpClientException $e) {
            throw new CaptchaUnavailable('verifier unreachable', 0, $e);
        }
        if ($status !== 200) {
            throw new CaptchaUnavailable("verifier answered HTTP $status");
        }
        $answer = json_decode($body, true);
        if (!is_array($answer) || !is_bool($answer['success'] ?? null)) {
            throw new CaptchaUnavailable('verifier answered garbage');
        }
        $codes = is_array($answer['error-codes'] ?? null) ? $answer['error-codes'] : [];
        if (array_intersect(self::SECRET_ERRORS, $codes) !== []) {
            throw new CaptchaUnavailable('verifier rejected the secret');
        }
        if ($answer['success'] !== true) {
            return false;
        }
        if ($this->hostnames === ['*']) {
            return true;
        }
        // A token solved on another site (any site can embed a widget with our site key's twin,
        // or replay a token from one) must not pass. The request's Host header says nothing here:
        // whoever replays the token writes it.
        $hostname = is_string($answer['hostname'] ?? null) ? strtolower($answer['hostname']) : '';
        return $hostname !== '' && in_array($hostname, $this->hostnames, true);
    }
}

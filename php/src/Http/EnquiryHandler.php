<?php

declare(strict_types=1);

namespace App\Http;

use App\Captcha\CaptchaUnavailable;
use App\Captcha\CaptchaVerifier;
use App\Enquiry\EnquiryParser;
use App\Enquiry\EnquiryRefused;
use App\Enquiry\EnquiryValidator;
use App\Enquiry\MessageComposer;
use App\Enquiry\RulesUnavailable;
use App\Storage\AckLimiter;
use App\Storage\ClientHasher;
use App\Storage\Database;
use App\Storage\Outbox;
use App\Storage\RateLimiter;
use App\Storage\StorageUnavailable;
use App\Support\Logger;

/**
 * The endpoint's decision for one request, in the order docs/endpoint.md gives: request checks,
 * parsing, honeypot, validation (field rules, then a captcha token), the two rate limits (accepted
 * posts; failed attempts), captcha, durable storage (with the rate limit checked again in the same
 * write transaction). Delivery happens after the answer.
 *
 * Everything up to validation needs no storage: a bot's honeypot post hears success and a post
 * the field rules refuse hears why, even while the storage folder is unreachable, read-only or
 * full. Only a post that could be accepted reads the rate limits, and fails closed (503) when it
 * cannot be stored.
 *
 * Failed attempts (a post the field rules refuse, a captcha the verifier rejects) are counted per
 * client too, so that a client cannot keep the verifier and the php-fpm workers busy for free:
 * past the limit it is answered 429 before the verifier is asked.
 */
final class EnquiryHandler
{
    private const NOT_RECEIVED = 'We could not receive your enquiry just now. Please try again later.';

    /** @var \Closure(): int */
    private \Closure $clock;

    public function __construct(
        private readonly RequestGuard $guard,
        private readonly EnquiryParser $parser,
        private readonly EnquiryValidator $validator,
        private readonly ClientAddress $clients,
        private readonly ClientHasher $hasher,
        private readonly CaptchaVerifier $captcha,
        private readonly RateLimiter $limiter,
        private readonly RateLimiter $failures,
        private readonly Database $db,
        private readonly Outbox $outbox,
        private readonly AckLimiter $acks,
        private readonly Logger $logger,
        private readonly bool $ackEnabled,
        ?\Closure $clock = null,
    ) {
        $this->clock = $clock ?? static fn (): int => time();
    }

    /** @return array{0: JsonResponse, 1: ?string} the answer, and the enquiry to deliver after it */
    public function handle(HttpRequest $request): array
    {
        $clientHash = null;
        try {
            $this->guard->check($request);
            $enquiry = $this->parser->parse($request->body);
            $client = $this->clients->resolve($request);
            $now = ($this->clock)();

            if (trim($enquiry->honeypot) !== '') {
                // A bot: it hears "success" and nothing of what it sent is kept (it could fill
                // the disk without ever solving a captcha); the log line is the only trace.
                $this->logger->event('enquiry', 'spam', null, $this->hashIfStorageAllows($client));
                return [JsonResponse::success(), null];
            }

            try {
                $enquiry = $this->validator->validate($enquiry);
            } catch (EnquiryRefused $e) {
                $clientHash = $this->hashIfStorageAllows($client);
                $this->recordFailure($clientHash, $now);
                throw $e;
            }

            // From here on the post could be accepted: storage must answer, or the post is refused.
            $clientHash = $this->hasher->hash(ClientAddress::bucket($client));
            $this->checkRate($clientHash, $now);
            $this->checkFailures($clientHash, $now);
            $remoteIp = $client === ClientAddress::UNKNOWN ? '' : $client;
            if (!$this->captcha->verify($enquiry->recaptchaToken, $remoteIp)) {
                $this->recordFailure($clientHash, $now);
                throw new HttpError(400, 'Captcha verification failed. Please complete the reCAPTCHA again.');
            }

            $ackable = $this->ackEnabled && MessageComposer::isDeliverable($enquiry->email);
            // Checked again now that this is the only writer: posts from one address that arrive
            // together all pass the first check while their captchas are being verified.
            $id = $this->db->transaction(function () use ($enquiry, $clientHash, $now, $ackable): string {
                $this->checkRate($clientHash, $now);
                $this->limiter->record($clientHash, $now);
                $withAck = $ackable && $this->acks->take($enquiry->email, $now);
                return $this->outbox->accept($enquiry, $clientHash, $now, $withAck);
            });
            $this->logger->event('enquiry', 'accepted', $id, $clientHash);
            return [JsonResponse::success(), $id];
        } catch (HttpError | EnquiryRefused $e) {
            $error = $e instanceof EnquiryRefused ? self::refusal($e) : $e;
            $this->logger->event('enquiry', 'rejected-' . $error->status, null, $clientHash);
            return [$error->toResponse(), null];
        } catch (CaptchaUnavailable $e) {
            $this->logger->event('enquiry', 'captcha-unavailable: ' . $e->getMessage(), null, $clientHash);
            return [self::unavailable('We could not verify the reCAPTCHA just now. Please try again later.'), null];
        } catch (StorageUnavailable $e) {
            $this->logger->event('enquiry', 'storage-unavailable', null, $clientHash);
            return [self::unavailable(self::NOT_RECEIVED), null];
        } catch (RulesUnavailable $e) {
            // A deployment error: the operator reads PHP's error log; visitors are asked to come back.
            error_log('sendEmail.php: ' . $e::class . ': ' . $e->getMessage());
            $this->logger->event('enquiry', 'rules-unavailable: ' . $e->getMessage(), null, $clientHash);
            return [self::unavailable(self::NOT_RECEIVED), null];
        }
    }

    /**
     * The client's hash for the log and the failure count, or null while the key in the storage
     * folder cannot be read: answers that need no storage do not wait for it.
     */
    private function hashIfStorageAllows(string $client): ?string
    {
        try {
            return $this->hasher->hash(ClientAddress::bucket($client));
        } catch (StorageUnavailable) {
            return null;
        }
    }

    private function checkRate(string $clientHash, int $now): void
    {
        $retryAfter = $this->limiter->retryAfter($clientHash, $now);
        if ($retryAfter !== null) {
            throw self::tooMany('Too many enquiries from your address.', $retryAfter);
        }
    }

    private function checkFailures(string $clientHash, int $now): void
    {
        $retryAfter = $this->failures->retryAfter($clientHash, $now);
        if ($retryAfter !== null) {
            throw self::tooMany('Too many attempts from your address.', $retryAfter);
        }
    }

    /** Best effort: storage trouble must not turn the visitor's 400 or 422 into a 503. */
    private function recordFailure(?string $clientHash, int $now): void
    {
        if ($clientHash === null) {
            $this->logger->event('enquiry', 'failure-not-counted: storage-unavailable');
            return;
        }
        try {
            $this->failures->record($clientHash, $now);
        } catch (StorageUnavailable) {
            $this->logger->event('enquiry', 'failure-not-counted: storage-unavailable', null, $clientHash);
        }
    }

    /** A post that is no enquiry: 400 when malformed; 422, naming the field if there is one, when invalid. */
    private static function refusal(EnquiryRefused $refused): HttpError
    {
        $field = $refused->field === null ? [] : ['field' => $refused->field];
        return new HttpError($refused->malformed ? 400 : 422, $refused->getMessage(), [], $field);
    }

    private static function tooMany(string $what, int $retryAfter): HttpError
    {
        $minutes = (int) ceil($retryAfter / 60);
        $when = $minutes <= 1 ? 'a minute' : "$minutes minutes";
        return new HttpError(429, "$what Please try again in $when.", ['Retry-After' => (string) $retryAfter]);
    }

    private static function unavailable(string $message): JsonResponse
    {
        return JsonResponse::failure(503, $message, ['Retry-After' => '60']);
    }
}

<?php

declare(strict_types=1);

namespace App\Enquiry;

use App\Captcha\CaptchaUnavailable;
use App\Captcha\CaptchaVerifier;
use App\Http\ClientAddress;
use App\Http\HttpError;
use App\Http\HttpRequest;
use App\Http\JsonResponse;
use App\Http\RequestGuard;
use App\Mail\MessageComposer;
use App\Storage\ClientHasher;
use App\Storage\Database;
use App\Storage\Outbox;
use App\Storage\RateLimiter;
use App\Storage\StorageUnavailable;
use App\Support\Logger;

/**
 * The endpoint's decision for one request, in the order docs/endpoint.md gives: request checks,
 * parsing, rate limit, honeypot, validation (field rules, then a captcha token), captcha, durable
 * storage (with the rate limit checked again in the same write transaction). Delivery happens
 * after the answer.
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
        private readonly Database $db,
        private readonly Outbox $outbox,
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
            $clientHash = $this->hasher->hash($client);
            $now = ($this->clock)();
            $this->checkRate($clientHash, $now);

            if (trim($enquiry->honeypot) !== '') {
                $id = $this->db->transaction(function () use ($enquiry, $clientHash, $now): string {
                    $this->checkRate($clientHash, $now);
                    $this->limiter->record($clientHash, $now);
                    return $this->outbox->recordSpam($enquiry, $clientHash, $now);
                });
                $this->logger->event('enquiry', 'spam', $id, $clientHash);
                return [JsonResponse::success(), null];
            }

            $enquiry = $this->validator->validate($enquiry);
            if (!$this->captcha->verify($enquiry->recaptchaToken, $client)) {
                throw new HttpError(400, 'Captcha verification failed. Please complete the reCAPTCHA again.');
            }

            $withAck = $this->ackEnabled && MessageComposer::isDeliverable($enquiry->email);
            // Checked again now that this is the only writer: posts from one address that arrive
            // together all pass the first check while their captchas are being verified.
            $id = $this->db->transaction(function () use ($enquiry, $clientHash, $now, $withAck): string {
                $this->checkRate($clientHash, $now);
                $this->limiter->record($clientHash, $now);
                return $this->outbox->accept($enquiry, $clientHash, $now, $withAck);
            });
            $this->logger->event('enquiry', 'accepted', $id, $clientHash);
            return [JsonResponse::success(), $id];
        } catch (HttpError $e) {
            $this->logger->event('enquiry', 'rejected-' . $e->status, null, $clientHash);
            return [$e->toResponse(), null];
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

    private function checkRate(string $clientHash, int $now): void
    {
        $retryAfter = $this->limiter->retryAfter($clientHash, $now);
        if ($retryAfter === null) {
            return;
        }
        $minutes = (int) ceil($retryAfter / 60);
        $when = $minutes <= 1 ? 'a minute' : "$minutes minutes";
        throw new HttpError(
            429,
            "Too many enquiries from your address. Please try again in $when.",
            ['Retry-After' => (string) $retryAfter],
        );
    }

    private static function unavailable(string $message): JsonResponse
    {
        return JsonResponse::failure(503, $message, ['Retry-After' => '60']);
    }
}

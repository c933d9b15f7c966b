<?php

declare(strict_types=1);

namespace App;

use App\Captcha\CaptchaVerifier;
use App\Captcha\CurlHttpClient;
use App\Captcha\HttpClient;
use App\Captcha\RecaptchaVerifier;
use App\Config\Config;
use App\Delivery\Delivery;
use App\Delivery\SenderLock;
use App\Delivery\SendPause;
use App\Delivery\WorkerStop;
use App\Enquiry\EnquiryContract;
use App\Enquiry\EnquiryParser;
use App\Enquiry\EnquiryValidator;
use App\Enquiry\MessageComposer;
use App\Http\ClientAddress;
use App\Http\EnquiryHandler;
use App\Http\ErrorGuard;
use App\Http\HttpError;
use App\Http\HttpRequest;
use App\Http\RequestGuard;
use App\Mail\MailTransport;
use App\Mail\PhpMailerTransport;
use App\Storage\AckLimiter;
use App\Storage\ClientHasher;
use App\Storage\Database;
use App\Storage\Outbox;
use App\Storage\RateLimiter;
use App\Storage\SecretKeyFile;
use App\Support\Logger;
use App\Support\PrivateFiles;
use App\Support\RepeatFilter;

/**
 * Builds the object graph from Config. Tests build the same classes with fakes instead.
 */
final class Application
{
    /** After SMTP swallowed a connection, the endpoint leaves mail to outbox.php for this long. */
    public const SMTP_PAUSE_SECONDS = 60;

    private ?Database $db = null;
    private ?Logger $logger = null;
    private ?EnquiryContract $contract = null;

    public function __construct(private readonly Config $config)
    {
    }

    /** The whole life of one HTTP request to sendEmail.php. */
    public static function serveHttp(): void
    {
        ErrorGuard::install();
        $enquiryId = null;
        try {
            $request = HttpRequest::fromGlobals($_SERVER, $_COOKIE, RequestGuard::MAX_BODY);
            // The method first: a GET (a crawler, a curious visitor) needs no settings, and a
            // broken configuration shows as 500 only to the posts it really breaks.
            RequestGuard::checkMethod($request);
            $app = new self(Config::fromEnvironment());
            [$response, $enquiryId] = $app->handler()->handle($request);
        } catch (HttpError $e) {
            $response = $e->toResponse();
        } catch (\Throwable $e) {
            error_log('sendEmail.php: ' . $e::class . ': ' . $e->getMessage());
            $response = ErrorGuard::internalError();
        }
        ErrorGuard::send($response);
        if ($enquiryId === null) {
            return;
        }
        ErrorGuard::finishRequest();
        ignore_user_abort(true);
        try {
            // php-fpm's sockets once the visitor's connection is closed: how the sender sees a
            // reload (WorkerStop).
            $app->delivery(null, WorkerStop::watch())->afterAnswer();
        } catch (\Throwable $e) {
            $app->logger()->event('delivery', 'error: ' . $e::class, $enquiryId);
        }
    }

    /**
     * $captcha: tests pass a fake; otherwise siteverify at RECAPTCHA_VERIFY_URL, over $http (tests
     * pass a fake) or curl.
     */
    public function handler(?CaptchaVerifier $captcha = null, ?HttpClient $http = null): EnquiryHandler
    {
        $clients = new ClientAddress($this->config->trustedProxies);
        $captcha ??= new RecaptchaVerifier(
            $http ?? new CurlHttpClient(),
            $this->config->recaptchaVerifyUrl,
            $this->config->recaptchaSecret,
            $this->config->recaptchaHostnames,
        );
        $hasher = new ClientHasher(new SecretKeyFile($this->config->storageDir . '/client-hash.key'));
        return new EnquiryHandler(
            new RequestGuard($clients, $this->config->allowedOrigins),
            new EnquiryParser($this->contract()),
            new EnquiryValidator($this->contract()),
            $clients,
            $hasher,
            $captcha,
            new RateLimiter($this->db(), $this->config->rateLimitMax, $this->config->rateLimitWindow),
            new RateLimiter(
                $this->db(),
                $this->config->failedLimitMax,
                $this->config->failedLimitWindow,
                RateLimiter::FAILED,
            ),
            $this->db(),
            $this->outbox(),
            new AckLimiter($this->db(), $hasher),
            $this->logger(),
            $this->config->ackEnabled,
        );
    }

    /** $stop: php-fpm asking this worker to stop ends the sending after answers (none for the CLI). */
    public function delivery(?MailTransport $transport = null, ?WorkerStop $stop = null): Delivery
    {
        $stop ??= WorkerStop::never();
        return new Delivery(
            $this->outbox(),
            new MessageComposer(
                $this->contract(),
                $this->config->mailTo,
                $this->config->mailFromName,
                substr((string) strrchr($this->config->mailFrom, '@'), 1),
            ),
            $transport ?? new PhpMailerTransport($this->config),
            new SenderLock($this->config->storageDir . '/sender.lock'),
            new SendPause($this->config->storageDir . '/smtp-paused', self::SMTP_PAUSE_SECONDS),
            $this->logger(),
            max(120, $this->config->smtpTimeout * 6),
            null,
            null,
            $stop->requested(...),
        );
    }

    /** The enquiry's contract (php/enquiry-rules.json), read on first use. */
    public function contract(): EnquiryContract
    {
        return $this->contract ??= new EnquiryContract(EnquiryContract::FILE);
    }

    public function outbox(): Outbox
    {
        return new Outbox($this->db());
    }

    public function logger(): Logger
    {
        $logs = $this->config->storageDir . '/logs';
        return $this->logger ??= new Logger(
            $logs . '/endpoint.log',
            $this->config->logMaxBytes,
            new RepeatFilter($logs . '/repeats'),
        );
    }

    private function db(): Database
    {
        return $this->db ??= new Database($this->config->storageDir);
    }
}

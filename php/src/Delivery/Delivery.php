<?php

declare(strict_types=1);

namespace App\Delivery;

use App\Enquiry\Enquiry;
use App\Enquiry\MessageComposer;
use App\Mail\MailMessage;
use App\Mail\MailReceipt;
use App\Mail\MailTransport;
use App\Mail\MailTransportException;
use App\Storage\Outbox;
use App\Storage\StorageUnavailable;
use App\Support\Logger;
use App\Support\Redactor;

/**
 * Sends queued mails: claims each one, sends it, and marks it sent the moment the SMTP server has
 * taken it (its 250 to the data, before QUIT). Stops at the first connection failure (the rest
 * stay queued for the next run).
 *
 * Delivery is at least once: a mail is sent again only when its sender died, or storage refused
 * the mark for several seconds, between the server's 250 and the mark. Every attempt of a mail
 * carries the same Message-ID, so a mail client shows such a second copy as the same message.
 *
 * Two callers: the endpoint after each answer (afterAnswer: one sender at a time, first attempts
 * only, not while SMTP is paused) and outbox.php from cron (deliverDue: every queued mail).
 */
final class Delivery
{
    /** A connection failure this slow (SMTP swallowing connections) pauses sending after answers. */
    public const SLOW_FAILURE_SECONDS = 2;
    /** Pauses between tries of the mark while storage refuses it (about 5 s in all). */
    private const MARK_RETRY_SECONDS = [0.05, 0.1, 0.2, 0.4, 0.8, 1.5, 2.0];

    /** @var \Closure(): int */
    private \Closure $clock;
    /** @var \Closure(float): void */
    private \Closure $sleep;
    /** @var \Closure(): bool */
    private \Closure $stopping;

    /** @param (\Closure(): bool)|null $stopping whether php-fpm asked this worker to stop (WorkerStop) */
    public function __construct(
        private readonly Outbox $outbox,
        private readonly MessageComposer $composer,
        private readonly MailTransport $transport,
        private readonly SenderLock $senderLock,
        private readonly SendPause $pause,
        private readonly Logger $logger,
        private readonly int $leaseSeconds,
        ?\Closure $clock = null,
        ?\Closure $sleep = null,
        ?\Closure $stopping = null,
    ) {
        $this->clock = $clock ?? static fn (): int => time();
        $this->sleep = $sleep ?? static function (float $seconds): void {
            usleep((int) ($seconds * 1e6));
        };
        $this->stopping = $stopping ?? static fn (): bool => false;
    }

    /**
     * The endpoint's first attempt at every mail nobody has tried yet, after the visitor has their
     * answer. Only one worker sends at a time (the others go back to visitors; the sender picks up
     * their mails before it lets go), and none while SMTP is paused after a slow connection
     * failure. The sender keeps going while untried mails remain, however long a burst left the
     * queue: nobody else would send them before the next enquiry or cron (php-fpm does not apply
     * request_terminate_timeout after fastcgi_finish_request; max_execution_time is reset for
     * each mail). Each mail gets one attempt here, so the loop ends; retries of mails that failed
     * are outbox.php's (cron).
     *
     * A sender that died mid-mail left a note in the lock file: the next one to take the lock takes
     * that mail over at once. A sender whose worker php-fpm asks to stop (a reload) stops before its
     * next mail and lets go of the lock; the next request's worker carries on.
     *
     * @return array{sent: int, failed: int}
     */
    public function afterAnswer(): array
    {
        $report = ['sent' => 0, 'failed' => 0];
        do {
            if ($this->pause->active(($this->clock)()) || ($this->stopping)()) {
                break;
            }
            if (!$this->senderLock->tryAcquire()) {
                break;
            }
            try {
                $run = $this->run([...$this->takeOver(), ...$this->outbox->freshMessageIds()], true);
            } finally {
                $this->senderLock->release();
            }
            $report['sent'] += $run['sent'];
            $report['failed'] += $run['failed'];
            // A quick connection failure (SMTP refusing) only ends this batch: each fresh mail
            // still gets its one attempt. A slow one started a pause, which ends the loop.
            if ($this->pause->active(($this->clock)())) {
                break;
            }
            // Checked after letting go: a mail queued by a worker that found the lock taken a
            // moment ago is picked up here, or by that worker's next try.
        } while (!($this->stopping)() && $this->outbox->freshMessageIds() !== []);
        return $report;
    }

    /** @return list<int> the mail a sender that died mid-mail left claimed, put back in the queue */
    private function takeOver(): array
    {
        $left = $this->senderLock->takeNote();
        if ($left === null || !$this->outbox->reclaim($left[0], $left[1])) {
            return [];
        }
        $this->logger->event('delivery', 'taken-over');
        return [$left[0]];
    }

    /** @return array{sent: int, failed: int} */
    public function deliverDue(): array
    {
        return $this->run($this->outbox->messageIds(null, ($this->clock)()));
    }

    /**
     * $asSender: under the sender lock, after an answer (notes each mail in the lock file, stops
     * when php-fpm asks the worker to).
     *
     * @param list<int> $messageIds
     * @return array{sent: int, failed: int}
     */
    private function run(array $messageIds, bool $asSender = false): array
    {
        $report = ['sent' => 0, 'failed' => 0];
        foreach (array_values(array_unique($messageIds)) as $messageId) {
            if ($asSender && ($this->stopping)()) {
                break;
            }
            self::renewTimeLimit();
            $now = ($this->clock)();
            // The note comes before the claim: a sender killed between the two would otherwise
            // leave a claimed mail no note names, stuck until its lease ran out. A note of a mail
            // its sender never got to claim names a claim that does not exist, which the next
            // sender finds and drops (the mail is still queued, and goes as a fresh one).
            if ($asSender) {
                $this->senderLock->note($messageId, $now + $this->leaseSeconds);
            }
            $claim = $this->outbox->claim($messageId, $now, $this->leaseSeconds);
            if ($claim === null) {
                if ($asSender) {
                    $this->senderLock->wipeNote();
                }
                continue;
            }
            try {
                $enquiry = Enquiry::fromArray($claim['payload']);
                $mail = $claim['kind'] === 'ack'
                    ? $this->composer->ack($enquiry, $claim['enquiryId'])
                    : $this->composer->staff($enquiry, $claim['enquiryId'], $claim['createdAt']);
            } catch (\Throwable $e) {
                // A mail that cannot be written is put back with the reason (the error's class
                // only: its message may quote what was stored) and the queue behind it goes on;
                // left "sending", it would be the first mail every later sender takes, and fails.
                $this->outbox->markFailed($messageId, 'could not be written: ' . $e::class);
                if ($asSender) {
                    $this->senderLock->wipeNote();
                }
                $this->logger->event('mail-' . $claim['kind'], 'queued', $claim['enquiryId']);
                $report['failed']++;
                continue;
            }
            // What the visitor typed: an SMTP reply may quote it, and none of it is stored.
            $typed = $enquiry->typed();
            $started = ($this->clock)();
            $taken = null; // the outcome logged once the server took the mail
            $onAccepted = function (MailReceipt $receipt) use ($messageId, $mail, $typed, $asSender, &$taken): void {
                // Sent as soon as the server took it for one recipient: sending it again for the
                // ones it refused would mail the others twice. The refusal is noted instead.
                $note = self::refusalNote($mail, $receipt, $typed);
                $taken = $note === null ? 'sent' : 'sent-partial';
                if (!$this->markSentRetrying($messageId, $note)) {
                    $taken = 'sent-unrecorded';
                }
                if ($asSender) {
                    // The server has it: nothing for a next sender to take over (a mark that
                    // failed leaves the mail to its lease and outbox.php, as before).
                    $this->senderLock->wipeNote();
                }
            };
            try {
                $receipt = $this->transport->send($mail, $onAccepted);
                if ($taken === null) {
                    $onAccepted($receipt); // a transport that did not report the acceptance itself
                }
            } catch (MailTransportException $e) {
                if ($taken !== null) {
                    // After the server's 250 (e.g. the connection dropped at QUIT): it is sent.
                    $this->logSent($claim['kind'], $taken, $claim['enquiryId'], $report);
                    continue;
                }
                $this->outbox->markFailed($messageId, Redactor::redact($e->getMessage(), $typed));
                if ($asSender) {
                    $this->senderLock->wipeNote();
                }
                $this->logger->event('mail-' . $claim['kind'], 'queued', $claim['enquiryId']);
                $report['failed']++;
                if ($e->connectionFailed) {
                    if (($this->clock)() - $started >= self::SLOW_FAILURE_SECONDS) {
                        $this->pause->start(($this->clock)());
                    }
                    break;
                }
                continue;
            }
            $this->logSent($claim['kind'], $taken, $claim['enquiryId'], $report);
        }
        return $report;
    }

    /** @param array{sent: int, failed: int} $report */
    private function logSent(string $kind, string $outcome, string $enquiryId, array &$report): void
    {
        $this->logger->event('mail-' . $kind, $outcome, $enquiryId);
        $report['sent']++;
        if ($report['sent'] === 1) {
            $this->pause->lift();
        }
    }

    /**
     * Marks the mail sent, trying again for about 5 s while storage refuses (a disk full for a
     * moment, a lock held too long). False when it never went through: the mail stays claimed, and
     * is sent again once its lease ends, with the same Message-ID.
     */
    private function markSentRetrying(int $messageId, ?string $note): bool
    {
        foreach ([0.0, ...self::MARK_RETRY_SECONDS] as $pause) {
            if ($pause > 0) {
                ($this->sleep)($pause);
            }
            try {
                $this->outbox->markSent($messageId, ($this->clock)(), $note);
                return true;
            } catch (StorageUnavailable) {
                // tried again after the pause
            }
        }
        error_log("sendEmail.php: message $messageId was sent but could not be marked sent; it will be sent again");
        return false;
    }

    /**
     * Where PHP counts max_execution_time (php-fpm), each mail gets the whole of it: a sender
     * working off a long queue is not cut off in the middle of a conversation.
     */
    private static function renewTimeLimit(): void
    {
        $limit = (int) ini_get('max_execution_time');
        if ($limit > 0 && function_exists('set_time_limit')) { // hosts may disable it
            @set_time_limit($limit);
        }
    }

    /**
     * "recipient 2 of 3 refused": positions in the To list (MAIL_TO's order) and the server's
     * reply, without addresses or anything the visitor typed.
     *
     * @param list<string> $typed
     */
    private static function refusalNote(MailMessage $mail, MailReceipt $receipt, array $typed): ?string
    {
        if ($receipt->refused === []) {
            return null;
        }
        $refused = array_map('strtolower', $receipt->refused);
        $positions = [];
        foreach ($mail->to as $index => $address) {
            if (in_array(strtolower($address), $refused, true)) {
                $positions[] = $index + 1;
            }
        }
        $which = $positions === [] ? (string) count($receipt->refused) : implode(', ', $positions);
        $note = sprintf('sent; recipient %s of %d refused by the SMTP server', $which, count($mail->to));
        return $receipt->detail === '' ? $note : $note . ': ' . Redactor::redact($receipt->detail, $typed);
    }
}

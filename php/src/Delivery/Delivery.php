<?php

declare(strict_types=1);

namespace App\Delivery;

use App\Mail\MailMessage;
use App\Mail\MailReceipt;
use App\Mail\MailTransport;
use App\Mail\MailTransportException;
use App\Mail\MessageComposer;
use App\Storage\Outbox;
use App\Support\Logger;
use App\Support\Redactor;

/**
 * Sends queued mails: claims each one, sends it, marks it sent only after SMTP accepted it.
 * Stops at the first connection failure (the rest stay queued for the next run).
 *
 * Two callers: the endpoint after each answer (afterAnswer: one sender at a time, first attempts
 * only, not while SMTP is paused) and outbox.php from cron (deliverDue: every queued mail).
 */
final class Delivery
{
    /** How long one worker keeps sending after its answer before it leaves the rest to the next. */
    public const DRAIN_SECONDS = 20;
    /** A connection failure this slow (SMTP swallowing connections) pauses sending after answers. */
    public const SLOW_FAILURE_SECONDS = 2;

    /** @var \Closure(): int */
    private \Closure $clock;

    public function __construct(
        private readonly Outbox $outbox,
        private readonly MessageComposer $composer,
        private readonly MailTransport $transport,
        private readonly SenderLock $senderLock,
        private readonly SendPause $pause,
        private readonly Logger $logger,
        private readonly int $leaseSeconds,
        ?\Closure $clock = null,
    ) {
        $this->clock = $clock ?? static fn (): int => time();
    }

    /**
     * The endpoint's first attempt at every mail nobody has tried yet, after the visitor has their
     * answer. Only one worker sends at a time (the others go back to visitors; the sender picks up
     * their mails before it lets go), and none while SMTP is paused after a slow connection
     * failure. Retries of mails that failed are outbox.php's (cron).
     *
     * @return array{sent: int, failed: int}
     */
    public function afterAnswer(): array
    {
        $report = ['sent' => 0, 'failed' => 0];
        $deadline = ($this->clock)() + self::DRAIN_SECONDS;
        do {
            if ($this->pause->active(($this->clock)())) {
                break;
            }
            if (!$this->senderLock->tryAcquire()) {
                break;
            }
            try {
                $run = $this->run($this->outbox->freshMessageIds(), $deadline);
            } finally {
                $this->senderLock->release();
            }
            $report['sent'] += $run['sent'];
            $report['failed'] += $run['failed'];
            // A quick connection failure (SMTP refusing) only ends this batch: each fresh mail
            // still gets its one attempt. A slow one started a pause, which ends the loop.
            if ($this->pause->active(($this->clock)()) || ($this->clock)() >= $deadline) {
                break;
            }
        } while ($this->outbox->freshMessageIds() !== []);
        return $report;
    }

    /** @return array{sent: int, failed: int} */
    public function deliverDue(): array
    {
        return $this->run($this->outbox->messageIds(null, ($this->clock)()), null);
    }

    /**
     * @param list<int> $messageIds
     * @return array{sent: int, failed: int}
     */
    private function run(array $messageIds, ?int $deadline): array
    {
        $report = ['sent' => 0, 'failed' => 0];
        foreach ($messageIds as $messageId) {
            if ($deadline !== null && ($this->clock)() >= $deadline) {
                break;
            }
            $claim = $this->outbox->claim($messageId, ($this->clock)(), $this->leaseSeconds);
            if ($claim === null) {
                continue;
            }
            $mail = $claim['kind'] === 'ack'
                ? $this->composer->ack($claim['enquiry'])
                : $this->composer->staff($claim['enquiry'], $claim['enquiryId'], $claim['createdAt']);
            // What the visitor typed: an SMTP reply may quote it, and none of it is stored.
            $typed = array_values($claim['enquiry']->fields());
            $started = ($this->clock)();
            try {
                $receipt = $this->transport->send($mail);
            } catch (MailTransportException $e) {
                $this->outbox->markFailed($messageId, Redactor::redact($e->getMessage(), $typed));
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
            // Sent as soon as the server took it for one recipient: sending it again for the ones
            // it refused would mail the others twice. The refusal is noted and logged instead.
            $note = self::refusalNote($mail, $receipt, $typed);
            $this->outbox->markSent($messageId, ($this->clock)(), $note);
            $outcome = $note === null ? 'sent' : 'sent-partial';
            $this->logger->event('mail-' . $claim['kind'], $outcome, $claim['enquiryId']);
            $report['sent']++;
            if ($report['sent'] === 1) {
                $this->pause->lift();
            }
        }
        return $report;
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

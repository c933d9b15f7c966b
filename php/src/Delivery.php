<?php

declare(strict_types=1);

namespace App;

/**
 * Sends queued mails: claims each one, sends it, marks it sent only after SMTP accepted it.
 * Stops at the first connection failure (the rest stay queued for the next run).
 */
final class Delivery
{
    /** @var \Closure(): int */
    private \Closure $clock;

    public function __construct(
        private readonly Outbox $outbox,
        private readonly MessageComposer $composer,
        private readonly MailTransport $transport,
        private readonly Logger $logger,
        private readonly int $leaseSeconds,
        ?\Closure $clock = null,
    ) {
        $this->clock = $clock ?? static fn (): int => time();
    }

    /** @return array{sent: int, failed: int} */
    public function deliverEnquiry(string $enquiryId): array
    {
        return $this->run($this->outbox->messageIds($enquiryId, ($this->clock)()));
    }

    /** @return array{sent: int, failed: int} */
    public function deliverDue(): array
    {
        return $this->run($this->outbox->messageIds(null, ($this->clock)()));
    }

    /**
     * @param list<int> $messageIds
     * @return array{sent: int, failed: int}
     */
    private function run(array $messageIds): array
    {
        $report = ['sent' => 0, 'failed' => 0];
        foreach ($messageIds as $messageId) {
            $claim = $this->outbox->claim($messageId, ($this->clock)(), $this->leaseSeconds);
            if ($claim === null) {
                continue;
            }
            $mail = $claim['kind'] === 'ack'
                ? $this->composer->ack($claim['enquiry'])
                : $this->composer->staff($claim['enquiry'], $claim['enquiryId'], $claim['createdAt']);
            try {
                $this->transport->send($mail);
            } catch (MailTransportException $e) {
                $this->outbox->markFailed($messageId, $e->getMessage());
                $this->logger->event('mail-' . $claim['kind'], 'queued', $claim['enquiryId']);
                $report['failed']++;
                if ($e->connectionFailed) {
                    break;
                }
                continue;
            }
            $this->outbox->markSent($messageId, ($this->clock)());
            $this->logger->event('mail-' . $claim['kind'], 'sent', $claim['enquiryId']);
            $report['sent']++;
        }
        return $report;
    }
}

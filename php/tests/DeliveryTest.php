<?php

declare(strict_types=1);

namespace App\Tests;

use App\Database;
use App\Delivery;
use App\EnquiryParser;
use App\Logger;
use App\MessageComposer;
use App\Outbox;
use App\Tests\Fakes\FakeMailTransport;
use PHPUnit\Framework\TestCase;

final class DeliveryTest extends TestCase
{
    use TempDir;

    private Outbox $outbox;
    private FakeMailTransport $transport;
    private Delivery $delivery;
    private int $now = 1000;

    protected function setUp(): void
    {
        $this->outbox = new Outbox(new Database($this->tempDir() . '/storage'));
        $this->transport = new FakeMailTransport();
        $this->delivery = new Delivery(
            $this->outbox,
            new MessageComposer(['sales@example.com'], 'Example Agency'),
            $this->transport,
            new Logger($this->tempDir() . '/log'),
            120,
            fn (): int => $this->now,
        );
    }

    private function accept(bool $ack = true): string
    {
        $enquiry = (new EnquiryParser())->parse(json_encode(Requests::contact()));
        return $this->outbox->accept($enquiry, 'hash', $this->now, $ack);
    }

    public function testDeliversStaffMailAndAcknowledgementOnce(): void
    {
        $id = $this->accept();

        self::assertSame(['sent' => 2, 'failed' => 0], $this->delivery->deliverEnquiry($id));
        self::assertSame(['sales@example.com'], $this->transport->sent[0]->to);
        self::assertSame(['visitor@example.org'], $this->transport->sent[1]->to);
        self::assertSame(['sent' => 0, 'failed' => 0], $this->delivery->deliverEnquiry($id));
        self::assertSame(['sent' => 0, 'failed' => 0], $this->delivery->deliverDue());
        self::assertCount(2, $this->transport->sent);
    }

    public function testAnOutageLeavesEverythingQueuedAndStopsAtTheFirstConnectionFailure(): void
    {
        $this->transport->mode = 'down';
        $first = $this->accept();
        $this->accept();

        self::assertSame(['sent' => 0, 'failed' => 1], $this->delivery->deliverEnquiry($first));
        self::assertSame(['sent' => 0, 'failed' => 1], $this->delivery->deliverDue());
        self::assertSame(2, $this->transport->attempts);
        self::assertSame(4, $this->outbox->pendingCount());

        $this->transport->mode = 'ok';
        self::assertSame(['sent' => 4, 'failed' => 0], $this->delivery->deliverDue());
        self::assertSame(['sent' => 0, 'failed' => 0], $this->delivery->deliverDue());
        self::assertCount(4, $this->transport->sent);
    }

    public function testARejectedMessageDoesNotStopTheOthers(): void
    {
        $this->transport->mode = 'reject';
        $this->accept(false);
        $this->accept(false);
        self::assertSame(['sent' => 0, 'failed' => 2], $this->delivery->deliverDue());
    }

    public function testAMailClaimedByAnotherSenderIsSkipped(): void
    {
        $id = $this->accept(false);
        [$messageId] = $this->outbox->messageIds($id, $this->now);
        $this->outbox->claim($messageId, $this->now, 120);

        self::assertSame(['sent' => 0, 'failed' => 0], $this->delivery->deliverDue());
        $this->now += 121;
        self::assertSame(['sent' => 1, 'failed' => 0], $this->delivery->deliverDue());
    }
}

<?php

declare(strict_types=1);

namespace App\Tests\Storage;

use App\Storage\Database;
use App\Storage\Outbox;
use App\Tests\Fixtures\Enquiries;
use App\Tests\Fixtures\TempDir;
use PHPUnit\Framework\TestCase;

final class OutboxTest extends TestCase
{
    use TempDir;

    private function outbox(): Outbox
    {
        return new Outbox(new Database($this->tempDir()));
    }

    public function testAcceptQueuesTheStaffMailAndTheAcknowledgement(): void
    {
        $outbox = $this->outbox();
        $id = $outbox->accept(Enquiries::contact(), 'hash', 1700000000, true);

        self::assertMatchesRegularExpression('/^20231114-221320-[0-9a-f]{8}$/D', $id);
        self::assertCount(2, $outbox->messageIds($id, 1700000000));
        self::assertSame(2, $outbox->pendingCount());
        $kinds = array_column($outbox->listMessages(10), 'kind');
        self::assertSame(['staff', 'ack'], $kinds);
    }

    public function testWithoutAcknowledgementOnlyTheStaffMailIsQueued(): void
    {
        $outbox = $this->outbox();
        $id = $outbox->accept(Enquiries::contact(), 'hash', 1700000000, false);
        self::assertCount(1, $outbox->messageIds($id, 1700000000));
    }

    public function testAClaimIsExclusiveUntilItsLeaseRunsOut(): void
    {
        $outbox = $this->outbox();
        $id = $outbox->accept(Enquiries::contact(), 'hash', 1000, false);
        [$messageId] = $outbox->messageIds($id, 1000);

        $claim = $outbox->claim($messageId, 1000, 60);
        self::assertNotNull($claim);
        self::assertSame('staff', $claim['kind']);
        self::assertSame($id, $claim['enquiryId']);
        self::assertSame(1000, $claim['createdAt']);
        self::assertSame('Ada Lovelace', $claim['payload']['name']);
        self::assertNull($outbox->claim($messageId, 1030, 60));
        self::assertSame([], $outbox->messageIds(null, 1030));
        self::assertSame([$messageId], $outbox->messageIds(null, 1061));
        self::assertNotNull($outbox->claim($messageId, 1061, 60));
    }

    public function testFailedMailsGoBackToTheQueueAndSentMailsLeaveIt(): void
    {
        $outbox = $this->outbox();
        $id = $outbox->accept(Enquiries::contact(), 'hash', 1000, false);
        [$messageId] = $outbox->messageIds($id, 1000);

        $outbox->claim($messageId, 1000, 60);
        $outbox->markFailed($messageId, 'SMTP connect failed');
        self::assertSame([$messageId], $outbox->messageIds(null, 1001));
        self::assertSame('SMTP connect failed', $outbox->listMessages(1)[0]['last_error']);

        $outbox->claim($messageId, 1001, 60);
        $outbox->markSent($messageId, 1002);
        self::assertSame([], $outbox->messageIds(null, 99999));
        self::assertNull($outbox->claim($messageId, 99999, 60));
        self::assertSame(0, $outbox->pendingCount());
        $row = $outbox->listMessages(1)[0];
        self::assertSame('sent', $row['status']);
        self::assertSame(2, (int) $row['attempts']);
        self::assertNull($row['last_error']);
    }

    public function testErrorsAndNotesAreStoredWithoutEmailAddresses(): void
    {
        $outbox = $this->outbox();
        $outbox->accept(Enquiries::contact(), 'hash', 1000, true);
        [$staff, $ack] = $outbox->messageIds(null, 1000);

        $outbox->markFailed($ack, 'SMTP Error: The following recipients failed: visitor@example.org: no');
        $outbox->markSent($staff, 1001, 'sent; recipient 2 of 2 refused: <gone@example.com> unknown');

        $errors = array_column($outbox->listMessages(10), 'last_error');
        self::assertSame([
            'sent; recipient 2 of 2 refused: <[address]> unknown',
            'SMTP Error: The following recipients failed: [address]: no',
        ], $errors);
    }

    public function testTheStoredPayloadHoldsNoCaptchaToken(): void
    {
        $outbox = $this->outbox();
        $outbox->accept(Enquiries::contact(), 'hash', 1000, false);
        $payload = (new Database($this->tempDir()))->pdo()->query('SELECT payload FROM enquiries')->fetchColumn();
        self::assertStringNotContainsString('token', (string) $payload);
        self::assertStringContainsString('Ada Lovelace', (string) $payload);
    }
}

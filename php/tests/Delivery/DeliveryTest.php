<?php

declare(strict_types=1);

namespace App\Tests\Delivery;

use App\Delivery\Delivery;
use App\Delivery\SenderLock;
use App\Delivery\SendPause;
use App\Enquiry\Enquiry;
use App\Enquiry\EnquiryContract;
use App\Enquiry\MessageComposer;
use App\Storage\Database;
use App\Storage\Outbox;
use App\Support\Logger;
use App\Tests\Fakes\FakeMailTransport;
use App\Tests\Fixtures\Enquiries;
use App\Tests\Fixtures\TempDir;
use PHPUnit\Framework\TestCase;

final class DeliveryTest extends TestCase
{
    use TempDir;

    private Outbox $outbox;
    private FakeMailTransport $transport;
    private Delivery $delivery;
    private SendPause $pause;
    private int $now = 1000;
    /** @var list<float> the pauses Delivery asked for */
    private array $slept = [];
    private ?\Closure $onSleep = null;

    protected function setUp(): void
    {
        $storage = $this->tempDir() . '/storage';
        $this->outbox = new Outbox(new Database($storage));
        $this->transport = new FakeMailTransport();
        $this->pause = new SendPause($storage . '/smtp-paused', 60);
        $this->delivery = $this->makeDelivery(['sales@example.com']);
    }

    /** Whether php-fpm asked the worker to stop, as the sender sees it. */
    private bool $stopping = false;

    /** @param list<string> $staff MAIL_TO */
    private function makeDelivery(array $staff, ?MessageComposer $composer = null): Delivery
    {
        $storage = $this->tempDir() . '/storage';
        return new Delivery(
            $this->outbox,
            $composer ?? self::composer(EnquiryContract::FILE, $staff),
            $this->transport,
            new SenderLock($storage . '/sender.lock'),
            $this->pause,
            new Logger($this->tempDir() . '/log'),
            120,
            fn (): int => $this->now,
            function (float $seconds): void {
                $this->slept[] = $seconds;
                if ($this->onSleep !== null) {
                    ($this->onSleep)();
                }
            },
            fn (): bool => $this->stopping,
        );
    }

    /** @param list<string> $staff */
    private static function composer(string $contractFile, array $staff): MessageComposer
    {
        return new MessageComposer(new EnquiryContract($contractFile), $staff, 'Example Agency', 'example.com');
    }

    /** What a sender that died while sending $messageId (claimed at $at) left in the lock file. */
    private function senderDiedSending(int $messageId, int $at): void
    {
        self::assertNotNull($this->outbox->claim($messageId, $at, 120));
        file_put_contents($this->tempDir() . '/storage/sender.lock', $messageId . ' ' . ($at + 120) . "\n");
    }

    public function testAMailASenderDiedSendingIsTakenOverByTheNextSenderAtOnceNotAfterItsLease(): void
    {
        $id = $this->accept(false);
        [$messageId] = $this->outbox->messageIds($id, $this->now);
        $this->senderDiedSending($messageId, $this->now);
        $this->now += 2; // seconds later, the lease (120 s) still running: the next enquiry's worker

        self::assertSame(['sent' => 1, 'failed' => 0], $this->delivery->afterAnswer());
        self::assertSame(0, $this->outbox->pendingCount());
        $log = (string) file_get_contents($this->tempDir() . '/log');
        self::assertStringContainsString('"outcome":"taken-over"', $log);
        self::assertSame('', file_get_contents($this->tempDir() . '/storage/sender.lock'), 'the note is wiped');
    }

    public function testANoteOfAMailThatWasMarkedOrClaimedAgainSinceIsLeftAlone(): void
    {
        $sent = $this->accept(false);
        $this->delivery->afterAnswer();
        $sentId = (int) $this->db()->query('SELECT id FROM messages')->fetchColumn();
        file_put_contents($this->tempDir() . '/storage/sender.lock', $sentId . ' ' . ($this->now + 120) . "\n");
        self::assertSame(['sent' => 0, 'failed' => 0], $this->delivery->afterAnswer(), "$sent was marked sent");

        $id = $this->accept(false);
        [$messageId] = $this->outbox->messageIds($id, $this->now);
        $this->senderDiedSending($messageId, $this->now);
        $this->now += 200; // past the lease: outbox.php claims it again, and is sending it now
        self::assertNotNull($this->outbox->claim($messageId, $this->now, 120));
        self::assertSame(['sent' => 0, 'failed' => 0], $this->delivery->afterAnswer());
        self::assertSame(1, $this->transport->attempts, 'only the first mail was sent, once');
        self::assertSame(1, $this->outbox->sendingCount(), "outbox.php's claim holds");
    }

    public function testANoteOfAMailItsSenderDiedBeforeClaimingIsDroppedAndTheMailGoesOnce(): void
    {
        $id = $this->accept(false);
        [$messageId] = $this->outbox->messageIds($id, $this->now);
        // Noted, then killed before the claim: the mail is still queued, nobody holds it.
        file_put_contents($this->tempDir() . '/storage/sender.lock', $messageId . ' ' . ($this->now + 120) . "\n");
        $this->now += 2;

        self::assertSame(['sent' => 1, 'failed' => 0], $this->delivery->afterAnswer());
        self::assertSame(1, $this->transport->attempts, 'sent once, as a fresh mail');
        self::assertSame(0, $this->outbox->pendingCount());
        $log = (string) @file_get_contents($this->tempDir() . '/log');
        self::assertStringNotContainsString('"outcome":"taken-over"', $log);
        self::assertSame('', file_get_contents($this->tempDir() . '/storage/sender.lock'), 'the note is wiped');
    }

    public function testAWorkerPhpFpmAsksToStopSendsNoFurtherMailAndLetsTheNextSenderCarryOn(): void
    {
        for ($i = 0; $i < 3; $i++) {
            $this->accept();
        }
        $this->transport->afterAccept = function (): void {
            $this->stopping = true; // a reload: php-fpm sent SIGQUIT while this mail was on its way
        };

        self::assertSame(['sent' => 1, 'failed' => 0], $this->delivery->afterAnswer(), 'the mail in hand goes');
        self::assertSame(5, $this->outbox->pendingCount());
        $other = new SenderLock($this->tempDir() . '/storage/sender.lock');
        self::assertTrue($other->tryAcquire(), 'the lock was let go');
        $other->release();

        $this->transport->afterAccept = null;
        $this->stopping = false; // the next request's worker, after the reload
        self::assertSame(['sent' => 5, 'failed' => 0], $this->delivery->afterAnswer());
        self::assertSame(0, $this->outbox->pendingCount());
    }

    private function db(): \PDO
    {
        return new \PDO('sqlite:' . $this->tempDir() . '/storage/outbox.sqlite');
    }

    public function testAStaffAddressRefusedAmongOthersCountsAsSentAndNobodyIsMailedTwice(): void
    {
        $this->delivery = $this->makeDelivery(['sales@example.com', 'gone@example.com', 'boss@example.com']);
        $this->transport->refuse = ['gone@example.com'];
        $id = $this->accept(false);

        self::assertSame(['sent' => 1, 'failed' => 0], $this->delivery->afterAnswer());
        self::assertSame(['sent' => 0, 'failed' => 0], $this->delivery->deliverDue(), 'nothing left to retry');
        self::assertSame(['sent' => 0, 'failed' => 0], $this->delivery->deliverDue());
        self::assertSame(1, $this->transport->attempts, 'the accepting addresses got it once');
        self::assertSame(0, $this->outbox->pendingCount());
        $row = $this->outbox->listMessages(1)[0];
        self::assertSame('sent', $row['status']);
        self::assertSame('sent; recipient 2 of 3 refused by the SMTP server: SMTP: SMTP Error: The following '
            . 'recipients failed: [address]: 550 5.1.1 <[address]>: no such user', $row['last_error']);
        $log = (string) file_get_contents($this->tempDir() . '/log');
        self::assertStringContainsString('"outcome":"sent-partial","enquiry":"' . $id . '"', $log);
        self::assertStringNotContainsString('gone@example.com', $log);
    }

    public function testAMailEveryRecipientRefusedStaysQueuedWithoutStoppingTheOthers(): void
    {
        $this->transport->refuse = ['visitor@example.org'];
        $this->accept();
        $this->accept();

        self::assertSame(['sent' => 2, 'failed' => 2], $this->delivery->afterAnswer());
        self::assertSame(['sent' => 0, 'failed' => 2], $this->delivery->deliverDue());
        self::assertSame(2, $this->outbox->pendingCount(), 'the two acknowledgements');
    }

    public function testAnErrorQuotingTheVisitorIsStoredWithoutTheirAddressOrWhatTheyTyped(): void
    {
        $this->transport->refuse = ['visitor@example.org'];
        $this->accept();
        $this->delivery->afterAnswer();
        $this->transport->refuse = [];
        $this->transport->mode = 'reject';
        $this->transport->rejection = 'SMTP: 554 mail from Ada Lovelace (visitor@example.org) about '
            . '"Please call me back." refused';
        $this->accept(false);
        $this->delivery->afterAnswer();

        $errors = array_column($this->outbox->listMessages(10), 'last_error');
        self::assertEqualsCanonicalizing([
            null,
            'SMTP: SMTP Error: The following recipients failed: [redacted]: 550 5.1.1 <[redacted]>: no such user',
            'SMTP: 554 mail from [redacted] ([redacted]) about "[redacted]" refused',
        ], $errors);
    }

    private function accept(bool $ack = true): string
    {
        return $this->outbox->accept(Enquiries::contact(), 'hash', $this->now, $ack);
    }

    public function testDeliversStaffMailAndAcknowledgementOnce(): void
    {
        $id = $this->accept();

        self::assertSame(['sent' => 2, 'failed' => 0], $this->delivery->afterAnswer());
        self::assertSame(['sales@example.com'], $this->transport->sent[0]->to);
        self::assertSame(['visitor@example.org'], $this->transport->sent[1]->to);
        self::assertStringContainsString($id, $this->transport->sent[0]->subject);
        self::assertSame(['sent' => 0, 'failed' => 0], $this->delivery->afterAnswer());
        self::assertSame(['sent' => 0, 'failed' => 0], $this->delivery->deliverDue());
        self::assertCount(2, $this->transport->sent);
    }

    public function testAnOutageLeavesEverythingQueuedAndStopsAtTheFirstConnectionFailure(): void
    {
        $this->transport->mode = 'down';
        $this->accept();
        $this->accept();

        self::assertSame(['sent' => 0, 'failed' => 4], $this->delivery->afterAnswer(), 'each mail tried once');
        self::assertSame(['sent' => 0, 'failed' => 1], $this->delivery->deliverDue(), 'the retry stops at once');
        self::assertSame(5, $this->transport->attempts);
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

    public function testAnEnquiryStoredUnderARetiredFlagIsMailedAndDoesNotHoldBackTheQueue(): void
    {
        $retired = new Enquiry('retired_kind', 'Ada Lovelace', 'visitor@example.org', 'Hello');
        $this->outbox->accept($retired, 'hash', $this->now, false);
        $this->accept(false);

        self::assertSame(['sent' => 2, 'failed' => 0], $this->delivery->deliverDue());
        self::assertStringContainsString('(retired_kind)', $this->transport->sent[0]->text);
        self::assertSame(0, $this->outbox->pendingCount());
    }

    public function testAMailThatCannotBeWrittenWaitsWithItsReasonWhileTheQueueBehindItGoesOn(): void
    {
        // The contract file gone from a deployment: staff mails cannot be written, acknowledgements can.
        $staff = ['sales@example.com'];
        $delivery = $this->makeDelivery($staff, self::composer($this->tempDir() . '/missing.json', $staff));
        $this->accept();
        $this->accept();

        self::assertSame(['sent' => 2, 'failed' => 2], $delivery->afterAnswer());
        $recipients = array_map(static fn ($mail) => $mail->to, $this->transport->sent);
        self::assertSame([['visitor@example.org'], ['visitor@example.org']], $recipients, 'the acknowledgements');
        self::assertSame(['sent' => 0, 'failed' => 2], $delivery->deliverDue(), 'tried again, never stuck as sending');
        self::assertSame(0, $this->outbox->sendingCount());
        $lockFile = $this->tempDir() . '/storage/sender.lock';
        self::assertSame('', (string) @file_get_contents($lockFile), 'no note left pointing at it');
        $rows = $this->outbox->listMessages(10);
        $waiting = array_filter($rows, static fn (array $row): bool => $row['status'] !== 'sent');
        self::assertCount(2, $waiting);
        foreach ($waiting as $row) {
            self::assertStringStartsWith('could not be written: ', (string) $row['last_error']);
        }

        // Once the contract is back, the staff mails go out.
        self::assertSame(['sent' => 2, 'failed' => 0], $this->delivery->deliverDue());
        self::assertSame(0, $this->outbox->pendingCount());
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

    public function testAfterAnAnswerOnlyOneSenderAtATimeTheOthersLeaveTheirMailsToIt(): void
    {
        $this->accept();
        $other = fopen($this->tempDir() . '/storage/sender.lock', 'c');
        flock($other, LOCK_EX);

        self::assertSame(['sent' => 0, 'failed' => 0], $this->delivery->afterAnswer());
        self::assertSame(0, $this->transport->attempts);
        self::assertSame(2, $this->outbox->pendingCount());

        flock($other, LOCK_UN);
        fclose($other);
        $this->accept();
        $report = $this->delivery->afterAnswer();
        self::assertSame(['sent' => 4, 'failed' => 0], $report, 'the sender takes every fresh mail');
    }

    public function testAfterAnAnswerOnlyFirstAttemptsAreMadeRetriesAreForTheOutboxCommand(): void
    {
        $this->transport->mode = 'reject';
        $this->accept(false);
        self::assertSame(['sent' => 0, 'failed' => 1], $this->delivery->afterAnswer());

        $this->transport->mode = 'ok';
        self::assertSame(['sent' => 0, 'failed' => 0], $this->delivery->afterAnswer());
        self::assertSame(['sent' => 1, 'failed' => 0], $this->delivery->deliverDue());
    }

    public function testASlowConnectionFailurePausesSendingAfterAnswersButNotTheOutboxCommand(): void
    {
        $this->transport->mode = 'down';
        $this->transport->during = function (): void {
            $this->now += 3; // SMTP accepted the connection and said nothing until the timeout
        };
        $this->accept(false);
        self::assertSame(['sent' => 0, 'failed' => 1], $this->delivery->afterAnswer());
        self::assertTrue($this->pause->active($this->now));

        $this->accept(false);
        $this->now += 30;
        self::assertSame(['sent' => 0, 'failed' => 0], $this->delivery->afterAnswer());
        self::assertSame(1, $this->transport->attempts, 'no attempt while paused');

        $this->transport->mode = 'ok';
        $this->transport->during = null;
        self::assertSame(['sent' => 2, 'failed' => 0], $this->delivery->deliverDue());
        self::assertFalse($this->pause->active($this->now), 'a mail that went through lifts the pause');
    }

    public function testAQuickConnectionFailureDoesNotPauseEachAnswerStillTriesItsMailOnce(): void
    {
        $this->transport->mode = 'down';
        $this->accept(false);
        self::assertSame(['sent' => 0, 'failed' => 1], $this->delivery->afterAnswer());
        self::assertFalse($this->pause->active($this->now));

        $this->accept();
        $this->accept(false);
        self::assertSame(['sent' => 0, 'failed' => 3], $this->delivery->afterAnswer(), 'each fresh mail once');
        self::assertSame(4, $this->transport->attempts);
        self::assertSame(['sent' => 0, 'failed' => 0], $this->delivery->afterAnswer());
    }

    public function testThePauseEndsByItself(): void
    {
        $this->transport->mode = 'down';
        $this->transport->during = function (): void {
            $this->now += 3;
        };
        $this->accept(false);
        $this->delivery->afterAnswer();
        self::assertTrue($this->pause->active($this->now));
        $this->transport->mode = 'ok';
        $this->transport->during = null;
        $this->accept(false);

        $this->now += 61;
        self::assertSame(['sent' => 1, 'failed' => 0], $this->delivery->afterAnswer(), 'the fresh mail');
        self::assertSame(['sent' => 1, 'failed' => 0], $this->delivery->deliverDue(), 'the one that failed');
    }

    /** The status of every mail row, in order. @return list<string> */
    private function statuses(): array
    {
        return array_column(array_reverse($this->outbox->listMessages(100)), 'status');
    }

    public function testAMailIsMarkedSentTheMomentSmtpTookItBeforeTheConnectionCloses(): void
    {
        $this->accept(false);
        $seen = [];
        $this->transport->afterAccept = function () use (&$seen): void {
            // The server has said 250 to the data and not yet answered QUIT.
            $seen = $this->statuses();
        };

        self::assertSame(['sent' => 1, 'failed' => 0], $this->delivery->afterAnswer());
        self::assertSame(['sent'], $seen);
    }

    public function testATroubleAfterTheServerTookTheMailDoesNotPutItBackInTheQueue(): void
    {
        $this->accept(false);
        $this->transport->afterAccept = static function (): void {
            throw new \App\Mail\MailTransportException('SMTP: connection dropped before QUIT', true);
        };

        self::assertSame(['sent' => 1, 'failed' => 0], $this->delivery->afterAnswer());
        self::assertSame(['sent'], $this->statuses());
        self::assertSame(['sent' => 0, 'failed' => 0], $this->delivery->deliverDue());
        self::assertSame(1, $this->transport->attempts);
    }

    public function testMarkingSentIsRetriedWhileStorageIsBrieflyUnavailable(): void
    {
        $db = new \App\Storage\Database($this->tempDir() . '/storage');
        $this->outbox = new Outbox($db);
        $this->delivery = $this->makeDelivery(['sales@example.com']);
        $this->accept(false);
        $this->transport->afterAcceptBefore = static function () use ($db): void {
            $db->pdo()->exec('PRAGMA query_only = ON'); // no write goes through
        };
        $this->onSleep = function () use ($db): void {
            if (count($this->slept) === 2) {
                $db->pdo()->exec('PRAGMA query_only = OFF');
            }
        };

        self::assertSame(['sent' => 1, 'failed' => 0], $this->delivery->afterAnswer());
        self::assertCount(2, $this->slept, 'two failed tries, then it went through');
        self::assertSame(['sent'], $this->statuses());
        self::assertSame(['sent' => 0, 'failed' => 0], $this->delivery->deliverDue());
        self::assertSame(1, $this->transport->attempts, 'not sent again');
    }

    public function testWhenStorageStaysUnavailableTheMailIsLeftClaimedAndSentAgainOnlyAfterItsLease(): void
    {
        $previous = ini_set('error_log', $this->tempDir() . '/php-error.log');
        $db = new \App\Storage\Database($this->tempDir() . '/storage');
        $this->outbox = new Outbox($db);
        $this->delivery = $this->makeDelivery(['sales@example.com']);
        $this->accept(false);
        $this->transport->afterAcceptBefore = static function () use ($db): void {
            $db->pdo()->exec('PRAGMA query_only = ON');
        };

        self::assertSame(['sent' => 1, 'failed' => 0], $this->delivery->afterAnswer(), 'the server has it');
        self::assertLessThanOrEqual(10.0, array_sum($this->slept), 'gives up after a few seconds');
        $db->pdo()->exec('PRAGMA query_only = OFF');
        $this->transport->afterAcceptBefore = null;
        self::assertSame(['sending'], $this->statuses());
        self::assertSame(['sent' => 0, 'failed' => 0], $this->delivery->deliverDue(), 'its lease holds');
        $this->now += 121;
        self::assertSame(['sent' => 1, 'failed' => 0], $this->delivery->deliverDue());
        self::assertSame(2, $this->transport->attempts);
        self::assertSame($this->transport->sent[0]->messageId, $this->transport->sent[1]->messageId);
        $log = (string) file_get_contents($this->tempDir() . '/log');
        self::assertStringContainsString('"outcome":"sent-unrecorded"', $log);
        ini_set('error_log', (string) $previous);
        $errors = (string) file_get_contents($this->tempDir() . '/php-error.log');
        self::assertStringContainsString('was sent but could not be marked sent', $errors);
    }

    public function testEveryAttemptOfOneMailCarriesTheSameMessageId(): void
    {
        $this->transport->mode = 'reject';
        $id = $this->accept();
        $this->delivery->afterAnswer();
        $this->transport->mode = 'ok';
        $this->delivery->deliverDue();

        self::assertSame(4, $this->transport->attempts);
        $ids = array_map(static fn ($m) => $m->messageId, $this->transport->tried);
        self::assertSame(["<$id.staff@example.com>", "<$id.ack@example.com>", "<$id.staff@example.com>",
            "<$id.ack@example.com>"], $ids);
    }

    public function testAfterABurstTheSenderKeepsGoingUntilNoMailIsLeft(): void
    {
        // A slow SMTP server: each mail takes a second. Nothing else arrives after the burst, so
        // nobody else would send what this sender leaves.
        $this->transport->during = function (): void {
            $this->now += 1;
        };
        for ($i = 0; $i < 30; $i++) {
            $this->accept(false);
        }

        self::assertSame(['sent' => 30, 'failed' => 0], $this->delivery->afterAnswer());
        self::assertSame(0, $this->outbox->pendingCount());
    }
}

<?php

declare(strict_types=1);

namespace App\Tests\Mail;

use App\Mail\MailMessage;
use App\Mail\MailTransportException;
use App\Mail\PhpMailerTransport;
use App\Tests\Fakes\ScriptedSmtpServer;
use App\Tests\Fixtures\Settings;
use PHPMailer\PHPMailer\PHPMailer;
use PHPUnit\Framework\TestCase;

final class PhpMailerTransportTest extends TestCase
{
    private static function transport(array $env = []): PhpMailerTransport
    {
        $env += ['MAIL_FROM_NAME' => 'Example Agency', 'SMTP_TIMEOUT' => '3'];
        return new PhpMailerTransport(Settings::config($env));
    }

    private static function message(array $override = []): MailMessage
    {
        return new MailMessage(
            $override['to'] ?? ['sales@example.com'],
            $override['subject'] ?? 'Contact enquiry from Ada [ID]',
            'text body',
            '<p>html body</p>',
            $override['replyTo'] ?? 'visitor@example.org',
            $override['replyToName'] ?? 'Ada',
            ['X-Enquiry-Id' => 'ID'],
            $override['messageId'] ?? null,
        );
    }

    public function testUsesSmtpWithTheConfiguredTimeoutAndAFixedSender(): void
    {
        $mailer = self::transport(['SMTP_HOST' => 'smtp.example.com', 'SMTP_PORT' => '587', 'SMTP_SECURE' => 'tls',
            'SMTP_USER' => 'u', 'SMTP_PASS' => 'p'])->build(self::message());

        self::assertSame('smtp', $mailer->Mailer);
        self::assertSame('smtp.example.com', $mailer->Host);
        self::assertSame(587, $mailer->Port);
        self::assertSame(PHPMailer::ENCRYPTION_STARTTLS, $mailer->SMTPSecure);
        self::assertTrue($mailer->SMTPAuth);
        self::assertSame(3, $mailer->Timeout);
        self::assertSame(3, $mailer->getSMTPInstance()->Timelimit);
        self::assertSame('website@example.com', $mailer->From);
        self::assertSame('Example Agency', $mailer->FromName);
        self::assertSame([['sales@example.com', '']], $mailer->getToAddresses());
        self::assertSame(['visitor@example.org' => ['visitor@example.org', 'Ada']], $mailer->getReplyToAddresses());
        self::assertSame([], $mailer->getCcAddresses());
        self::assertSame([], $mailer->getBccAddresses());
    }

    public function testTurnsOffNaglesAlgorithmSoSmallWritesDoNotWaitForDelayedAcks(): void
    {
        $mailer = self::transport()->build(self::message());

        self::assertTrue($mailer->SMTPOptions['socket']['tcp_nodelay'] ?? false);
    }

    public function testNoHeaderCanBeInjectedThroughSubjectOrReplyToName(): void
    {
        $mailer = self::transport()->build(self::message([
            'subject' => "Hello\r\nBcc: evil@example.net",
            'replyToName' => "Ada\r\nBcc: evil@example.net",
        ]));
        $mailer->preSend();
        $headers = explode("\r\n\r\n", $mailer->getSentMIMEMessage(), 2)[0];

        self::assertDoesNotMatchRegularExpression('/^(Bcc|Cc):/mi', $headers);
        self::assertMatchesRegularExpression('/^To: sales@example\.com\r?$/m', $headers);
        self::assertMatchesRegularExpression('/^X-Enquiry-Id: ID\r?$/m', $headers);
        self::assertStringNotContainsString('PHPMailer', $headers);
    }

    public function testAnInvalidReplyToIsRefusedBeforeConnecting(): void
    {
        $this->expectException(MailTransportException::class);
        $message = self::message(['replyTo' => "x@example.org\r\nBcc: e@example.net"]);
        self::transport(['SMTP_PORT' => '1'])->send($message);
    }

    public function testAMessageRefusedForOneRecipientButTakenForTheOthersIsSent(): void
    {
        $server = new ScriptedSmtpServer(['gone@example.com']);
        try {
            $receipt = self::transport(['SMTP_PORT' => (string) $server->port])->send(self::message([
                'to' => ['sales@example.com', 'gone@example.com', 'boss@example.com'],
            ]));
        } finally {
            $envelopes = $server->stop();
        }

        self::assertSame(['gone@example.com'], $receipt->refused);
        self::assertStringContainsString('no such user', $receipt->detail);
        self::assertSame([['sales@example.com', 'boss@example.com']], $envelopes, 'one message, to the others');
    }

    public function testAMessageEveryRecipientRefusedIsNotSentButTheServerWasReachable(): void
    {
        $server = new ScriptedSmtpServer(['visitor@example.org']);
        try {
            self::transport(['SMTP_PORT' => (string) $server->port])->send(self::message([
                'to' => ['visitor@example.org'],
            ]));
            self::fail('expected a failure');
        } catch (MailTransportException $e) {
            self::assertFalse($e->connectionFailed, 'a refused address must not stop the queue');
            self::assertStringContainsString('no such user', $e->getMessage());
        } finally {
            $envelopes = $server->stop();
        }
        self::assertSame([], $envelopes);
    }

    public function testAMessageEveryRecipientAcceptedHasAnEmptyReceipt(): void
    {
        $server = new ScriptedSmtpServer();
        try {
            $receipt = self::transport(['SMTP_PORT' => (string) $server->port])->send(self::message());
        } finally {
            $envelopes = $server->stop();
        }
        self::assertSame([], $receipt->refused);
        self::assertSame([['sales@example.com']], $envelopes);
    }

    public function testAnUnreachableServerIsAConnectionFailure(): void
    {
        try {
            self::transport(['SMTP_PORT' => '1'])->send(self::message());
            self::fail('expected a failure');
        } catch (MailTransportException $e) {
            self::assertTrue($e->connectionFailed);
        }
    }

    public function testTheServersAcceptanceIsReportedBeforeItAnswersQuit(): void
    {
        // A server slow to say goodbye: whatever happens to this process while it waits, the
        // caller already knows that the message went out.
        $server = new ScriptedSmtpServer([], ['--quit-delay=2']);
        $reported = null;
        $started = microtime(true);
        try {
            $receipt = self::transport(['SMTP_PORT' => (string) $server->port])->send(
                self::message(),
                static function ($receipt) use (&$reported): void {
                    $reported = ['at' => microtime(true), 'receipt' => $receipt];
                },
            );
        } finally {
            $server->stop();
        }
        $finished = microtime(true);

        self::assertNotNull($reported, 'the acceptance was reported');
        self::assertSame($receipt, $reported['receipt']);
        self::assertLessThan(1.0, $reported['at'] - $started, 'reported as soon as the data was taken');
        self::assertGreaterThan(1.5, $finished - $reported['at'], 'the goodbye came afterwards');
        [$accepted] = $server->accepted();
        self::assertLessThan(0.5, abs($reported['at'] - $accepted['at']));
    }

    public function testAServerThatClosesRightAfterTakingTheMessageHasTakenIt(): void
    {
        $server = new ScriptedSmtpServer([], ['--close-after-250']);
        $reported = false;
        try {
            $receipt = self::transport(['SMTP_PORT' => (string) $server->port])->send(
                self::message(),
                static function () use (&$reported): void {
                    $reported = true;
                },
            );
        } finally {
            $envelopes = $server->stop();
        }
        self::assertTrue($reported);
        self::assertSame([], $receipt->refused);
        self::assertSame([['sales@example.com']], $envelopes);
    }

    public function testAServerThatDropsTheConnectionAfterTheDataHasNotTakenIt(): void
    {
        $server = new ScriptedSmtpServer([], ['--drop-after-data']);
        $reported = false;
        try {
            self::transport(['SMTP_PORT' => (string) $server->port])->send(
                self::message(),
                static function () use (&$reported): void {
                    $reported = true;
                },
            );
            self::fail('expected a failure');
        } catch (MailTransportException $e) {
            self::assertStringContainsString('SMTP', $e->getMessage());
        } finally {
            $server->stop();
        }
        self::assertFalse($reported, 'never reported as taken');
    }

    public function testTheMessageIdIsTheOneTheMessageCarriesSoEveryAttemptHasTheSame(): void
    {
        $server = new ScriptedSmtpServer();
        $message = self::message(['messageId' => '<20250114-093005-1a2b3c4d.staff@example.com>']);
        try {
            self::transport(['SMTP_PORT' => (string) $server->port])->send($message);
            self::transport(['SMTP_PORT' => (string) $server->port])->send($message);
        } finally {
            $server->stop();
        }
        $ids = array_column($server->accepted(), 'message-id');
        self::assertSame(array_fill(0, 2, '<20250114-093005-1a2b3c4d.staff@example.com>'), $ids);
    }
}

<?php

declare(strict_types=1);

namespace App\Tests\Enquiry;

use App\Enquiry\Enquiry;
use App\Enquiry\EnquiryContract;
use App\Enquiry\MessageComposer;
use App\Tests\Fixtures\Enquiries;
use App\Tests\Fixtures\Requests;
use PHPUnit\Framework\TestCase;

final class MessageComposerTest extends TestCase
{
    private static function composer(): MessageComposer
    {
        return new MessageComposer(
            new EnquiryContract(EnquiryContract::FILE),
            ['sales@example.com'],
            'Example Agency',
            'example.com',
        );
    }

    public function testStaffMailGoesToStaffOnlyWithTheVisitorAsReplyTo(): void
    {
        $mail = self::composer()->staff(Enquiries::validated(Requests::contact()), 'ID-1', 1700000000);

        self::assertSame(['sales@example.com'], $mail->to);
        self::assertSame('visitor@example.org', $mail->replyTo);
        self::assertSame('Ada Lovelace', $mail->replyToName);
        self::assertSame(['X-Enquiry-Id' => 'ID-1'], $mail->headers);
    }

    public function testSubjectTellsContactFromQuote(): void
    {
        $contact = self::composer()->staff(Enquiries::validated(Requests::contact()), 'ID-1', 1700000000);
        $quote = self::composer()->staff(Enquiries::validated(Requests::quote()), 'ID-2', 1700000000);

        self::assertSame('Contact enquiry from Ada Lovelace [ID-1]', $contact->subject);
        self::assertSame('Quote request from Ada Lovelace [ID-2]', $quote->subject);
    }

    public function testBodyHoldsEveryFieldTheIdAndTheTime(): void
    {
        $mail = self::composer()->staff(Enquiries::validated(Requests::quote()), 'ID-2', 1700000000);

        foreach (['Ada Lovelace', 'visitor@example.org', '9876543210', 'An online shop.', 'ID-2'] as $value) {
            self::assertStringContainsString($value, $mail->text);
            self::assertStringContainsString($value, (string) $mail->html);
        }
        self::assertStringContainsString('2023-11-14 22:13:20 UTC', $mail->text);
        self::assertStringContainsString('Quote request', $mail->text);
    }

    public function testHtmlPartEscapesEveryValue(): void
    {
        $message = "<script>alert('x')</script> & \"q\"\nline 2";
        $enquiry = Enquiries::validated(Requests::contact(['message' => $message]));
        $mail = self::composer()->staff($enquiry, 'ID-1', 1700000000);

        self::assertStringNotContainsString('<script>', (string) $mail->html);
        $escaped = '&lt;script&gt;alert(&apos;x&apos;)&lt;/script&gt; &amp; &quot;q&quot;<br>';
        self::assertStringContainsString($escaped, (string) $mail->html);
        self::assertStringContainsString("<script>alert('x')</script>", $mail->text);
    }

    public function testAnAddressPhpMailerWouldRefuseIsNotUsedAsReplyTo(): void
    {
        $mail = self::composer()->staff(Enquiries::validated(Requests::contact(['to' => 'a..b@example.org'])), 'ID', 0);
        self::assertNull($mail->replyTo);
        self::assertStringContainsString('a..b@example.org', $mail->text);
        self::assertFalse(MessageComposer::isDeliverable('a..b@example.org'));
        self::assertTrue(MessageComposer::isDeliverable('visitor@example.org'));
    }

    public function testAnEnquiryStoredUnderAFlagTheContractNoLongerNamesIsStillMailedWithEveryField(): void
    {
        $message = "Two lines\nof text";
        $enquiry = new Enquiry('retired_kind', 'Ada Lovelace', 'visitor@example.org', $message, '9876543210');
        $mail = self::composer()->staff($enquiry, 'ID-9', 1700000000);

        $title = MessageComposer::UNKNOWN_KIND_TITLE;
        self::assertSame("$title from Ada Lovelace [ID-9]", $mail->subject);
        self::assertStringContainsString("Type: $title (retired_kind)", $mail->text);
        $lines = ['Name: Ada Lovelace', 'Email: visitor@example.org', "Message:\n$message", 'Phone: 9876543210'];
        foreach ($lines as $line) {
            self::assertStringContainsString($line, $mail->text);
        }
        self::assertStringNotContainsString('Requirement', $mail->text, 'an empty field is left out');
        self::assertSame('visitor@example.org', $mail->replyTo);
    }

    public function testAcknowledgementHasFixedTextOnly(): void
    {
        $enquiry = Enquiries::validated(Requests::contact(['name' => 'Zed Visitor', 'message' => 'Unique words here']));
        $mail = self::composer()->ack($enquiry, 'ID-1');

        self::assertSame(['visitor@example.org'], $mail->to);
        self::assertSame(MessageComposer::ACK_SUBJECT, $mail->subject);
        self::assertSame('sales@example.com', $mail->replyTo);
        self::assertNull($mail->html);
        self::assertStringContainsString('within 1 working day', $mail->text);
        self::assertStringNotContainsString('Zed', $mail->text . $mail->subject);
        self::assertStringNotContainsString('Unique words', $mail->text);
        self::assertSame($mail->text, self::composer()->ack(Enquiries::validated(Requests::quote()), 'ID-2')->text);
    }

    public function testTheAcknowledgementSaysItIsAnAutomaticAnswer(): void
    {
        $mail = self::composer()->ack(Enquiries::validated(Requests::contact()), 'ID-1');

        self::assertSame('auto-replied', $mail->headers['Auto-Submitted'] ?? null, 'RFC 3834');
        self::assertSame('All', $mail->headers['X-Auto-Response-Suppress'] ?? null);
        $staff = self::composer()->staff(Enquiries::validated(Requests::contact()), 'ID-1', 1700000000);
        self::assertArrayNotHasKey('Auto-Submitted', $staff->headers, 'the staff mail is no answer to anyone');
    }

    public function testEachMailOfAnEnquiryHasAMessageIdOfItsOwnDerivedFromTheIdAndTheKind(): void
    {
        $enquiry = Enquiries::validated(Requests::contact());
        $id = '20250114-093005-1a2b3c4d';

        $staff = self::composer()->staff($enquiry, $id, 1700000000);
        $ack = self::composer()->ack($enquiry, $id);

        self::assertSame("<$id.staff@example.com>", $staff->messageId);
        self::assertSame("<$id.ack@example.com>", $ack->messageId);
        self::assertSame($staff->messageId, self::composer()->staff($enquiry, $id, 1700000000)->messageId, 'stable');
    }
}

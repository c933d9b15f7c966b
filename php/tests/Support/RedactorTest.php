<?php

declare(strict_types=1);

namespace App\Tests\Support;

use App\Support\Redactor;
use PHPUnit\Framework\TestCase;

final class RedactorTest extends TestCase
{
    public function testRemovesEveryAddressPhpMailerQuotes(): void
    {
        $error = 'SMTP: SMTP Error: The following recipients failed: Visitor@Example.org: '
            . '<visitor@example.org>: no such user';
        self::assertSame(
            'SMTP: SMTP Error: The following recipients failed: [address]: <[address]>: no such user',
            Redactor::redact($error),
        );
        self::assertSame('Invalid address:  (to): [address]', Redactor::redact('Invalid address:  (to): a..b@x'));
        self::assertSame('550 "[address]" unknown', Redactor::redact('550 "ünï@exämple.org" unknown'));
    }

    public function testRemovesWhatTheVisitorTypedAsWholeWordsAnyCase(): void
    {
        $typed = ['Al', 'visitor@example.org', '9876543210', "Please call me\nabout the shop"];
        $error = 'mailbox unavailable for AL (9876543210): please call me about the shop';
        self::assertSame(
            'mailbox unavailable for [redacted] ([redacted]): [redacted] [redacted]',
            Redactor::redact($error, $typed),
        );
        self::assertSame('no such user', Redactor::redact('no such user', ['Ada', '']));
    }

    public function testSurvivesBrokenUtf8(): void
    {
        self::assertSame('bad ?( [address]', Redactor::redact("bad \xC3\x28 x@example.org"));
    }
}

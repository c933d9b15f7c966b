<?php

declare(strict_types=1);

namespace App\Tests\Storage;

use App\Storage\Database;
use App\Storage\Outbox;
use App\Tests\Fixtures\Enquiries;
use App\Tests\Fixtures\Requests;
use App\Tests\Fixtures\TempDir;
use PHPUnit\Framework\TestCase;

/** `outbox.php --list N` promises the newest N enquiries: the limit counts enquiries, not mails. */
final class OutboxListTest extends TestCase
{
    use TempDir;

    public function testTheLimitCountsEnquiriesEachWithAllItsMails(): void
    {
        $outbox = new Outbox(new Database($this->tempDir()));
        $oldest = $outbox->accept(Enquiries::contact(), 'hash', 1700000000, true);
        $middle = $outbox->accept(Enquiries::parsed(Requests::quote()), 'hash', 1700000060, false);
        $newest = $outbox->accept(Enquiries::contact(), 'hash', 1700000120, true);

        $rows = $outbox->listMessages(2);
        self::assertSame([$newest, $newest, $middle], array_column($rows, 'enquiry'));
        self::assertSame(['staff', 'ack', 'staff'], array_column($rows, 'kind'));

        self::assertSame([$newest, $newest], array_column($outbox->listMessages(1), 'enquiry'));
        self::assertSame(
            [$newest, $newest, $middle, $oldest, $oldest],
            array_column($outbox->listMessages(50), 'enquiry'),
        );
    }
}

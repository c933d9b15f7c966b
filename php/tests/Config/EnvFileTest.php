<?php

declare(strict_types=1);

namespace App\Tests\Config;

use App\Config\EnvFile;
use App\Tests\Fixtures\TempDir;
use PHPUnit\Framework\TestCase;

final class EnvFileTest extends TestCase
{
    use TempDir;

    public function testParsesAssignmentsCommentsAndQuotes(): void
    {
        $values = EnvFile::parse([
            '# comment',
            'MAIL_TO=sales@example.com',
            'export SMTP_HOST = smtp.example.com  # inline comment',
            'SMTP_PASS="p#ss word"',
            "MAIL_FROM_NAME='Example Agency'",
            'not a line',
            'lower=ignored',
        ]);

        self::assertSame([
            'MAIL_TO' => 'sales@example.com',
            'SMTP_HOST' => 'smtp.example.com',
            'SMTP_PASS' => 'p#ss word',
            'MAIL_FROM_NAME' => 'Example Agency',
        ], $values);
    }

    public function testMissingFileGivesNothing(): void
    {
        self::assertSame([], EnvFile::read($this->tempDir() . '/absent.env'));
    }

    public function testReadsAFile(): void
    {
        $path = $this->tempDir() . '/.env';
        file_put_contents($path, "RATE_LIMIT_MAX=7\n");
        self::assertSame(['RATE_LIMIT_MAX' => '7'], EnvFile::read($path));
    }
}

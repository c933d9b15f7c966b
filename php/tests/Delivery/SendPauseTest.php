<?php

declare(strict_types=1);

namespace App\Tests\Delivery;

use App\Delivery\SendPause;
use App\Tests\Fixtures\TempDir;
use PHPUnit\Framework\TestCase;

final class SendPauseTest extends TestCase
{
    use TempDir;

    public function testLastsItsSecondsAndCanBeLifted(): void
    {
        $pause = new SendPause($this->tempDir() . '/smtp-paused', 60);
        self::assertFalse($pause->active(1000));

        $pause->start(1000);
        self::assertTrue($pause->active(1000));
        self::assertTrue($pause->active(1059));
        self::assertFalse($pause->active(1060));

        $pause->lift();
        self::assertFalse($pause->active(1000));
        $pause->lift();
        self::assertFalse($pause->active(1000));
    }

    public function testAClockThatSteppedBackDoesNotStretchThePause(): void
    {
        $pause = new SendPause($this->tempDir() . '/smtp-paused', 60);
        $pause->start(100000); // started before the clock was set back by a day
        self::assertFalse($pause->active(100000 - 86400), 'a pause never lasts longer than its seconds');
    }
}

<?php

declare(strict_types=1);

namespace App\Tests\Http;

use App\Http\ErrorGuard;
use App\Tests\Fixtures\PhpProcess;
use PHPUnit\Framework\TestCase;

/** ErrorGuard changes process-wide state, so most cases run in their own PHP process. */
final class ErrorGuardTest extends TestCase
{
    private const STATUS = 'register_shutdown_function(static fn () => report("status " . http_response_code()));';

    public function testTheInternalErrorIsAGenericJson500(): void
    {
        $response = ErrorGuard::internalError();

        self::assertSame(500, $response->status);
        self::assertSame(
            ['success' => false, 'error' => 'Something went wrong on our side. Please try again later.'],
            $response->body,
        );
    }

    public function testSendDropsWhateverWasEchoedBeforeTheAnswer(): void
    {
        $run = PhpProcess::run('App\Http\ErrorGuard::install(); ' . self::STATUS . '
            echo "<br /><b>Notice</b>: stray output";
            App\Http\ErrorGuard::send(App\Http\JsonResponse::failure(422, "Name is required"));');

        self::assertSame('{"success":false,"error":"Name is required"}', $run['stdout']);
        self::assertStringContainsString('status 422', $run['stderr']);
    }

    public function testWarningsBecomeExceptionsAndNothingIsDisplayed(): void
    {
        $run = PhpProcess::run('App\Http\ErrorGuard::install();
            report("display_errors=" . ini_get("display_errors"));
            try {
                $list = [];
                $list["missing"];
            } catch (ErrorException $e) {
                report("caught severity " . $e->getSeverity());
            }
            $quiet = @file_get_contents("/nonexistent/file");
            report("suppressed " . var_export($quiet, true));');

        self::assertSame('', $run['stdout']);
        self::assertStringContainsString('display_errors=0', $run['stderr']);
        self::assertStringContainsString('caught severity ' . E_WARNING, $run['stderr']);
        self::assertStringContainsString('suppressed false', $run['stderr'], '@ is respected');
    }

    public function testAnUncaughtErrorAfterStrayOutputStillAnswersJson500(): void
    {
        $run = PhpProcess::run('App\Http\ErrorGuard::install(); ' . self::STATUS . '
            echo "<html>half a page";
            no_such_function();');

        self::assertSame(ErrorGuard::internalError()->json(), $run['stdout']);
        self::assertStringContainsString('status 500', $run['stderr']);
    }

    public function testAFatalErrorStillAnswersJson500(): void
    {
        $run = PhpProcess::run('App\Http\ErrorGuard::install(); ' . self::STATUS . '
            ini_set("memory_limit", "16M");
            echo "partial";
            $blocks = [];
            while (true) {
                $blocks[] = str_repeat("x", 1024 * 1024);
            }');

        self::assertSame(ErrorGuard::internalError()->json(), $run['stdout']);
        self::assertStringContainsString('Allowed memory size', $run['stderr'], 'logged, not shown');
        self::assertStringContainsString('status 500', $run['stderr']);
    }

    public function testFinishRequestWithoutFastCgiFlushesTheAnswer(): void
    {
        $run = PhpProcess::run('echo "answer"; App\Http\ErrorGuard::finishRequest(); report("after");');

        self::assertSame('answer', $run['stdout']);
        self::assertSame(0, $run['exit']);
    }
}

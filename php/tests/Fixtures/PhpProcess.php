<?php

declare(strict_types=1);

namespace App\Tests\Fixtures;

/**
 * Runs PHP code in a fresh CLI process with the endpoint's autoloader: for what must not happen
 * inside PHPUnit's own process (global error handlers, shutdown functions, fatal errors).
 */
final class PhpProcess
{
    /**
     * $code runs after the bootstrap; it may call report($line), which writes to STDERR.
     *
     * @param array<string, string> $env the whole environment of the process
     * @return array{stdout: string, stderr: string, exit: int}
     */
    public static function run(string $code, array $env = []): array
    {
        $bootstrap = var_export(dirname(__DIR__, 2) . '/src/bootstrap.php', true);
        $prelude = "require $bootstrap; function report(string \$line): void { fwrite(STDERR, \$line . \"\\n\"); }\n";
        $process = proc_open(
            [PHP_BINARY, '-d', 'display_errors=stderr', '-r', $prelude . $code],
            [0 => ['pipe', 'r'], 1 => ['pipe', 'w'], 2 => ['pipe', 'w']],
            $pipes,
            null,
            $env + ['ENV_FILE' => '/dev/null'],
        );
        if ($process === false) {
            throw new \RuntimeException('cannot start php');
        }
        fclose($pipes[0]);
        $stdout = (string) stream_get_contents($pipes[1]);
        $stderr = (string) stream_get_contents($pipes[2]);
        return ['stdout' => $stdout, 'stderr' => $stderr, 'exit' => proc_close($process)];
    }
}

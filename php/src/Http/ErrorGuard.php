<?php

declare(strict_types=1);

namespace App\Http;

/**
 * No PHP warning, notice or fatal error ever reaches the visitor: warnings become exceptions,
 * stray output is buffered and dropped, and a fatal error still answers JSON 500.
 */
final class ErrorGuard
{
    private static int $bufferLevel = 0;

    public static function install(): void
    {
        ini_set('display_errors', '0');
        ini_set('log_errors', '1');
        error_reporting(E_ALL);
        set_error_handler(static function (int $severity, string $message, string $file, int $line): bool {
            if ((error_reporting() & $severity) === 0) {
                return false;
            }
            throw new \ErrorException($message, 0, $severity, $file, $line);
        });
        ob_start();
        self::$bufferLevel = ob_get_level();
        register_shutdown_function(static function (): void {
            $error = error_get_last();
            $fatal = E_ERROR | E_PARSE | E_CORE_ERROR | E_COMPILE_ERROR | E_USER_ERROR;
            if ($error !== null && ($error['type'] & $fatal) !== 0 && !headers_sent()) {
                self::send(self::internalError());
            }
        });
    }

    public static function internalError(): JsonResponse
    {
        return JsonResponse::failure(500, 'Something went wrong on our side. Please try again later.');
    }

    /** Drops anything echoed so far, then sends $response. */
    public static function send(JsonResponse $response): void
    {
        while (ob_get_level() > 0 && ob_get_level() >= self::$bufferLevel) {
            ob_end_clean();
        }
        $transport = [];
        if (!function_exists('fastcgi_finish_request') && !headers_sent()) {
            // Without php-fpm (mod_php), the mails are sent in the same connection after the
            // answer: its length, no compression and "close" let the browser finish at once.
            $transport = ['Connection' => 'close'];
            if (function_exists('apache_setenv')) {
                @apache_setenv('no-gzip', '1');
            }
            @ini_set('zlib.output_compression', '0');
        }
        $response->send($transport);
    }

    /** Ends the HTTP exchange so work after the answer does not keep the visitor waiting. */
    public static function finishRequest(): void
    {
        if (function_exists('fastcgi_finish_request')) {
            fastcgi_finish_request();
            return;
        }
        while (ob_get_level() > 0) {
            ob_end_flush();
        }
        flush();
    }
}

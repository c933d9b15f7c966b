<?php

/**
 * Loads the classes: Composer's autoloader when php/vendor exists, otherwise Debian's
 * libphp-phpmailer, plus a small PSR-4 loader for this folder's App\ classes (App\Http\HttpRequest
 * is Http/HttpRequest.php), the same mapping as composer.json's.
 */

declare(strict_types=1);

$composerAutoload = dirname(__DIR__) . '/vendor/autoload.php';
if (is_file($composerAutoload)) {
    require_once $composerAutoload;
} elseif (!class_exists(\PHPMailer\PHPMailer\PHPMailer::class, false)) {
    $debianAutoload = stream_resolve_include_path('libphp-phpmailer/autoload.php');
    if ($debianAutoload !== false) {
        require_once $debianAutoload;
    }
}

spl_autoload_register(static function (string $class): void {
    if (!str_starts_with($class, 'App\\')) {
        return;
    }
    $file = __DIR__ . '/' . str_replace('\\', '/', substr($class, 4)) . '.php';
    if (is_file($file)) {
        require_once $file;
    }
});

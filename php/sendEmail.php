<?php

/**
 * POST /php/sendEmail.php: the contact and quote forms' endpoint (docs/endpoint.md).
 */

declare(strict_types=1);

require __DIR__ . '/src/bootstrap.php';

App\Application::serveHttp();

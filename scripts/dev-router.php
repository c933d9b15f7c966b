<?php

// Router for `php -S` in development (npm run dev): only the mail endpoint is reachable,
// exactly as under nginx in production.
declare(strict_types=1);

if (parse_url($_SERVER['REQUEST_URI'] ?? '/', PHP_URL_PATH) === '/php/sendEmail.php') {
    require __DIR__ . '/../php/sendEmail.php';
    return true;
}
http_response_code(404);
header('Content-Type: application/json');
echo '{"success":false,"error":"Not found"}';
return true;

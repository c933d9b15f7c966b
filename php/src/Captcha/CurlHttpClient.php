<?php

declare(strict_types=1);

namespace App\Captcha;

final class CurlHttpClient implements HttpClient
{
    public function postForm(string $url, array $fields, int $timeoutSeconds): array
    {
        $curl = curl_init($url);
        if ($curl === false) {
            throw new HttpClientException('curl_init failed');
        }
        curl_setopt_array($curl, [
            CURLOPT_POST => true,
            CURLOPT_POSTFIELDS => http_build_query($fields),
            CURLOPT_RETURNTRANSFER => true,
            CURLOPT_TIMEOUT => $timeoutSeconds,
            CURLOPT_CONNECTTIMEOUT => $timeoutSeconds,
            CURLOPT_PROTOCOLS => CURLPROTO_HTTP | CURLPROTO_HTTPS,
            CURLOPT_FOLLOWLOCATION => false,
            CURLOPT_HTTPHEADER => ['Content-Type: application/x-www-form-urlencoded', 'Expect:'],
        ]);
        $body = curl_exec($curl);
        $status = (int) curl_getinfo($curl, CURLINFO_RESPONSE_CODE);
        $error = curl_error($curl);
        curl_close($curl);
        if (!is_string($body)) {
            throw new HttpClientException('request failed: ' . $error);
        }
        return [$status, $body];
    }
}

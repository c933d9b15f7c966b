<?php

declare(strict_types=1);

namespace App\Tests;

use PHPUnit\Framework\TestCase;

/**
 * The namespaces of php/src are layers, and a class names only classes of its own namespace or of a
 * lower layer: requests come in at the top (Http, and Delivery for the queue) and go down through
 * the enquiry to storage, mail and the captcha service; Config and Support serve everyone.
 * Application, which builds the graph, stands above them all. A lower layer that needs something
 * of a higher one owns the interface (Storage\Storable) instead of importing the class.
 */
final class LayersTest extends TestCase
{
    private const SRC = __DIR__ . '/../src';

    /** Namespace under App => its layer; higher numbers may use lower ones, never the reverse. */
    private const LAYERS = [
        '' => 4,
        'Http' => 3,
        'Delivery' => 3,
        'Enquiry' => 2,
        'Storage' => 1,
        'Mail' => 1,
        'Captcha' => 1,
        'Config' => 0,
        'Support' => 0,
    ];

    /** @return array<string, array{0: string}> every class file of php/src */
    public static function classFiles(): array
    {
        $files = [];
        $found = new \RecursiveIteratorIterator(
            new \RecursiveDirectoryIterator(self::SRC, \FilesystemIterator::SKIP_DOTS),
        );
        foreach ($found as $file) {
            if ($file->getExtension() === 'php' && $file->getFilename() !== 'bootstrap.php') {
                $files[substr($file->getPathname(), strlen(self::SRC) + 1)] = [$file->getPathname()];
            }
        }
        ksort($files);
        return $files;
    }

    /** @dataProvider classFiles */
    public function testAClassNamesOnlyItsOwnLayerAndTheLayersBelow(string $path): void
    {
        self::assertSame([], self::violations((string) file_get_contents($path)));
    }

    public function testEveryNamespaceHasItsLayer(): void
    {
        $namespaces = array_map(
            static fn (string $dir): string => basename($dir),
            glob(self::SRC . '/*', GLOB_ONLYDIR) ?: [],
        );
        self::assertSame([], array_values(array_diff($namespaces, array_keys(self::LAYERS))));
    }

    public function testAnImportAgainstTheDirectionIsFound(): void
    {
        $outbox = "<?php\nnamespace App\\Storage;\nuse App\\Enquiry\\Enquiry;\nuse App\\Support\\Redactor;\n"
            . "final class Outbox { public function f(): \\App\\Http\\HttpError { } }\n";
        self::assertSame(
            ['Storage names App\Enquiry\Enquiry (layer 2)', 'Storage names App\Http\HttpError (layer 3)'],
            self::violations($outbox),
        );
        $peer = "<?php\nnamespace App\\Mail;\nuse App\\Storage\\{Outbox, Database};\n";
        self::assertSame(['Mail names App\Storage (layer 1)'], self::violations($peer));
        self::assertSame([], self::violations("<?php\nnamespace App\\Http;\nuse App\\Enquiry\\EnquiryParser;\n"));
        $lowerCase = "<?php\nnamespace App\\Storage;\nuse app\\http\\HttpError;\n";
        $found = self::violations($lowerCase);
        self::assertSame(['Storage names app\http\HttpError (layer 3)'], $found, 'names ignore case');
    }

    /**
     * The names of App classes in $source (use lines and fully qualified names in the code) that
     * its namespace may not use. Read with PHP's own tokenizer: comments and strings do not count.
     *
     * @return list<string>
     */
    private static function violations(string $source): array
    {
        $tokens = \PhpToken::tokenize($source);
        $own = null;
        $found = [];
        foreach ($tokens as $index => $token) {
            if (!$token->is([T_NAME_QUALIFIED, T_NAME_FULLY_QUALIFIED])) {
                continue;
            }
            $name = ltrim($token->text, '\\');
            if (self::previous($tokens, $index)?->is(T_NAMESPACE)) {
                $own = self::layerOf($name . '\\X');
                continue;
            }
            if (stripos($name, 'App\\') !== 0) {
                continue;
            }
            // A group use (App\Storage\{Outbox, Database}) names its namespace.
            $group = ($tokens[$index + 1] ?? null)?->is(T_NS_SEPARATOR) === true;
            $used = self::layerOf($group ? $name . '\\X' : $name);
            if ($own === null || $used === null || $used[0] === $own[0] || $used[1] < $own[1]) {
                continue;
            }
            $found[] = "{$own[0]} names $name (layer {$used[1]})";
        }
        return $found;
    }

    /** @return array{0: string, 1: int}|null the namespace under App and its layer */
    private static function layerOf(string $class): ?array
    {
        $parts = explode('\\', $class);
        if (strcasecmp($parts[0], 'App') !== 0) {
            return null;
        }
        $namespace = count($parts) > 2 ? $parts[1] : '';
        // PHP's names ignore case: \app\http\HttpError is App\Http\HttpError.
        foreach (self::LAYERS as $known => $layer) {
            if (strcasecmp($known, $namespace) === 0) {
                return [$known, $layer];
            }
        }
        return [$namespace, 99];
    }

    /** @param list<\PhpToken> $tokens */
    private static function previous(array $tokens, int $index): ?\PhpToken
    {
        for ($i = $index - 1; $i >= 0; $i--) {
            if (!$tokens[$i]->isIgnorable()) {
                return $tokens[$i];
            }
        }
        return null;
    }
}

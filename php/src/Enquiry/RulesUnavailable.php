<?php

declare(strict_types=1);

namespace App\Enquiry;

/** The field rules file is missing or malformed: a deployment error; enquiries wait (503). */
final class RulesUnavailable extends \RuntimeException
{
}

#!/usr/bin/env bash
# Debian packages the site needs to build, serve and test: PHP 8.2 (cli, curl, mbstring, sqlite3,
# fpm), PHPMailer, PHPUnit, PHP_CodeSniffer, nginx with the module that serves the build's Brotli
# copies, chromium, and Apache with mod_php (the tests
# of the shipped .htaccess files run it in the foreground on a port of their own; it is never
# started as a service). Idempotent: a quick no-op when everything is there. As root it installs
# what is missing; otherwise it prints the command.
set -euo pipefail

packages=(php8.2-cli php8.2-curl php8.2-mbstring php8.2-sqlite3 php8.2-fpm
  libphp-phpmailer phpunit php-codesniffer nginx libnginx-mod-http-brotli-static chromium apache2
  libapache2-mod-php8.2)

installed() {
  [ "$(dpkg-query -W -f='${Status}' "$1" 2>/dev/null)" = "install ok installed" ]
}

missing=()
for package in "${packages[@]}"; do
  installed "$package" || missing+=("$package")
done

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

command="apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y ${missing[*]}"
if [ "$(id -u)" -ne 0 ]; then
  echo "Missing Debian packages: ${missing[*]}" >&2
  echo "Install them as root with:" >&2
  echo "  $command" >&2
  exit 1
fi

echo "Installing Debian packages: ${missing[*]}"
apt-get update
# Packages must not start their services (nginx, apache2 on port 80): where no policy says so
# already (Docker images have one), one is put in place for the install only.
policy=/usr/sbin/policy-rc.d
own_policy=0
if [ ! -e "$policy" ]; then
  printf '#!/bin/sh\nexit 101\n' > "$policy"
  chmod 755 "$policy"
  own_policy=1
fi
status=0
DEBIAN_FRONTEND=noninteractive apt-get install -y "${missing[@]}" || status=$?
[ "$own_policy" = 1 ] && rm -f "$policy"
[ "$status" -eq 0 ] || exit "$status"

for tool in php-fpm8.2 nginx; do
  command -v "$tool" >/dev/null || { echo "$tool still missing after install" >&2; exit 1; }
done

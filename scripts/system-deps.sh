#!/usr/bin/env bash
# Debian packages the site needs, in two sets:
#   run   (npm start, npm run dev): PHP 8.2 (cli, curl, mbstring, sqlite3, fpm), PHPMailer, nginx
#         with the module that serves the build's Brotli copies.
#   test  (npm test): those, plus PHPUnit, PHP_CodeSniffer, chromium (the smoke tests, the tools),
#         chromium-headless-shell (the end-to-end tests: half the CPU a page), and Apache's binary with
#         mod_php for the tests of the shipped .htaccess files (they run it in the foreground with
#         a configuration of their own; tests/harness/apache.mjs).
#
#   bash scripts/system-deps.sh [run|test]      (default: run)
#
# Idempotent: a quick no-op when everything is there. As root it installs what is missing;
# otherwise it prints the command. It leaves the machine's web servers as they are: no service is
# started, and Apache comes as apache2-bin without its service package; where a full Apache is
# already installed, the modules and configuration it had enabled are put back after the install
# (mod_php's own install would switch it to prefork with mod_php).
set -euo pipefail

mode=${1:-run}
run_packages=(php8.2-cli php8.2-curl php8.2-mbstring php8.2-sqlite3 php8.2-fpm libphp-phpmailer nginx
  libnginx-mod-http-brotli-static)
test_packages=(phpunit php-codesniffer chromium chromium-headless-shell apache2-bin libapache2-mod-php8.2)
case "$mode" in
  run) packages=("${run_packages[@]}") ;;
  test) packages=("${run_packages[@]}" "${test_packages[@]}") ;;
  *) echo "usage: bash scripts/system-deps.sh [run|test]" >&2; exit 2 ;;
esac
# Where the tests of this script look instead of the real places.
apache_etc=${SYSTEM_DEPS_APACHE_ETC:-/etc/apache2}
policy=${SYSTEM_DEPS_POLICY_RC:-/usr/sbin/policy-rc.d}

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

# Test-only packages come without what they merely recommend (apache2-bin's and mod_php's
# recommendation is the apache2 service package).
flags=(-y)
[ "$mode" = test ] && flags+=(--no-install-recommends)
command="apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install ${flags[*]} ${missing[*]}"
if [ "$(id -u)" -ne 0 ]; then
  echo "Missing Debian packages: ${missing[*]}" >&2
  echo "Install them as root with:" >&2
  echo "  $command" >&2
  exit 1
fi

echo "Installing Debian packages: ${missing[*]}"
apt-get update
# Packages must not start their services (nginx on port 80): where no policy says so already
# (Docker images have one), one is put in place for the install only.
own_policy=0
if [ ! -e "$policy" ]; then
  printf '#!/bin/sh\nexit 101\n' > "$policy"
  chmod 755 "$policy"
  own_policy=1
fi
# An Apache already configured on this machine: note which modules and configuration snippets it
# has enabled (symlinks and their targets), to put them back as they were after the install.
snapshot=""
if [ -d "$apache_etc/mods-enabled" ]; then
  snapshot=$(mktemp -d)
  for dir in mods-enabled conf-enabled; do
    [ -d "$apache_etc/$dir" ] || continue
    find "$apache_etc/$dir" -mindepth 1 -maxdepth 1 -printf '%f\t%l\n' | sort > "$snapshot/$dir"
  done
fi
status=0
DEBIAN_FRONTEND=noninteractive apt-get install "${flags[@]}" "${missing[@]}" || status=$?
[ "$own_policy" = 1 ] && rm -f "$policy"
if [ -n "$snapshot" ]; then
  for dir in mods-enabled conf-enabled; do
    [ -f "$snapshot/$dir" ] || continue
    find "$apache_etc/$dir" -mindepth 1 -maxdepth 1 -printf '%f\t%l\n' | sort > "$snapshot/$dir.after"
    if ! cmp -s "$snapshot/$dir" "$snapshot/$dir.after"; then
      echo "Putting $apache_etc/$dir back as it was (the install changed it)"
      # Links the install added or changed go; the ones it removed come back with their targets.
      while IFS=$'\t' read -r name target; do
        grep -qxF "$name"$'\t'"$target" "$snapshot/$dir" || rm -f "$apache_etc/$dir/$name"
      done < "$snapshot/$dir.after"
      while IFS=$'\t' read -r name target; do
        [ -e "$apache_etc/$dir/$name" ] || [ -L "$apache_etc/$dir/$name" ] || ln -s "$target" "$apache_etc/$dir/$name"
      done < "$snapshot/$dir"
    fi
  done
  rm -rf "$snapshot"
fi
[ "$status" -eq 0 ] || exit "$status"

for tool in php-fpm8.2 nginx; do
  command -v "$tool" >/dev/null || { echo "$tool still missing after install" >&2; exit 1; }
done

#!/usr/bin/env bash
# Installs what the browser tests need: npm packages from the lockfile, and
# Debian's chromium when it is missing (as root; otherwise says what to do).
set -euo pipefail
cd "$(dirname "$0")/../.."
if [ ! -d node_modules/playwright-core ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
	npm ci --no-audit --no-fund
fi
if ! command -v chromium >/dev/null 2>&1 && [ ! -x /usr/bin/chromium ]; then
	if [ "$(id -u)" = 0 ]; then
		apt-get update -qq
		DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
	else
		echo "browser tests need Chromium: run 'sudo apt-get install chromium' (Debian) and retry" >&2
		exit 1
	fi
fi

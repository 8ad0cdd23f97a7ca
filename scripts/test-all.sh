#!/usr/bin/env bash
# THE test command (`npm test`): formatting, lint, types, unit tests, server tests (PGlite, and
# PostgreSQL when one answers), production build, end-to-end tests. Stops at the first failing step.
set -euo pipefail
cd "$(dirname "$0")/.."

pg_url_default='postgres://postgres@127.0.0.1:5432/postgres'
total_start=$SECONDS

step() {
  local name=$1
  shift
  local start=$SECONDS
  printf '\n==== %s ====\n' "$name"
  local status=0
  "$@" || status=$?
  if [ "$status" -ne 0 ]; then
    printf '\n==== FAILED: %s (exit code %s, after %ss; %ss in total) ====\n' "$name" "$status" $((SECONDS - start)) $((SECONDS - total_start))
    exit 1
  fi
  printf '==== ok: %s (%ss) ====\n' "$name" $((SECONDS - start))
}

as_root() {
  if [ "$(id -u)" -eq 0 ]; then
    "$@"
  elif command -v sudo >/dev/null 2>&1; then
    sudo "$@"
  else
    echo "Need root (or sudo) to run: $*" >&2
    return 1
  fi
}

# The end-to-end tests drive the system Chromium; Playwright never downloads a browser here.
ensure_chromium() {
  if [ -x /usr/bin/chromium ]; then
    echo "Using /usr/bin/chromium"
    return 0
  fi
  echo "/usr/bin/chromium is missing: installing it with apt-get"
  as_root apt-get update
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y chromium
}

postgres_answers() {
  if command -v pg_isready >/dev/null 2>&1; then
    pg_isready -q -h 127.0.0.1 -p 5432 -t 3
  else
    node -e '
      const socket = require("node:net").connect(5432, "127.0.0.1");
      socket.setTimeout(3000, () => process.exit(1));
      socket.on("connect", () => process.exit(0));
      socket.on("error", () => process.exit(1));
    '
  fi
}

# The server's runner tests on PGlite, then again on PostgreSQL when TEST_DATABASE_URL is set.
server_tests() {
  local url=${TEST_DATABASE_URL:-}
  if [ -z "$url" ] && postgres_answers; then
    url=$pg_url_default
  fi
  if [ -n "$url" ]; then
    echo "PostgreSQL at ${url#*@}: the tests run on PGlite and on PostgreSQL (a fresh database per test file)"
    env -u DATABASE_URL TEST_DATABASE_URL="$url" npm test -w server
  else
    echo "PostgreSQL: none answers on 127.0.0.1:5432 and TEST_DATABASE_URL is unset; the tests run on PGlite only"
    env -u DATABASE_URL -u TEST_DATABASE_URL npm test -w server
  fi
}

step 'Chromium' ensure_chromium
step 'Formatting (prettier)' npx prettier --check .
step 'Lint (eslint)' npx eslint --max-warnings 0 .
step 'Types (tsc -b)' npx tsc -b
step 'Wording (rules stated, not cited by issue, session or section)' node scripts/check-wording.mjs
# --silent: the tests' console noise would push a failure's message out of a CI log's tail.
step 'Front-end unit tests (jest)' npx jest --ci --silent
step 'Server tests (node:test)' server_tests
step 'Production build' npm run build
step 'End-to-end tests (Playwright, Chromium)' npm run test:e2e

printf '\nAll tests passed in %ss.\n' $((SECONDS - total_start))

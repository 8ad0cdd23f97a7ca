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

# The end-to-end tests in E2E_RUNNERS Playwright runners side by side, each with its own server,
# database and mail receiver on its own ports. A runner keeps about two and a half cores busy (the
# browser, the server and the test worker), so the default is one runner per four cores, at least
# one: on a 2-core machine two runners starved each other until pages took longer than their
# tests' time-outs. Logs are printed one after the other; each runner's traces stay in
# e2e/test-results/runner-<n>.
e2e_tests() {
  local cores
  cores=$(nproc 2>/dev/null || echo 2)
  local runners=${E2E_RUNNERS:-$((cores / 4 > 1 ? cores / 4 : 1))}
  if [ "$runners" -le 1 ]; then
    npm run test:e2e
    return
  fi
  local logs pids=() ports=() status=0 i port
  logs=$(mktemp -d)
  for i in $(seq 1 "$runners"); do
    # Distinct ports, ten apart: each runner's mail receiver takes the port plus 5 and plus 6.
    while :; do
      port=$(node -e "const s = require('node:net').createServer().listen(0, () => { console.log(s.address().port); s.close(); })")
      local clash=0 taken
      for taken in "${ports[@]}"; do
        if [ $((port - taken)) -lt 10 ] && [ $((taken - port)) -lt 10 ]; then clash=1; fi
      done
      [ "$clash" -eq 0 ] && [ "$port" -lt 65520 ] && break
    done
    ports+=("$port")
    (cd e2e && E2E_PORT=$port E2E_OUTPUT_DIR="test-results/runner-$i" \
      npx playwright test --shard="$i/$runners" >"$logs/$i.log" 2>&1) &
    pids+=($!)
  done
  for i in $(seq 1 "$runners"); do
    wait "${pids[$((i - 1))]}" || status=1
    printf '\n---- end-to-end runner %s of %s ----\n' "$i" "$runners"
    cat "$logs/$i.log"
  done
  rm -rf "$logs"
  return "$status"
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
step 'End-to-end tests (Playwright, Chromium)' e2e_tests

printf '\nAll tests passed in %ss.\n' $((SECONDS - total_start))

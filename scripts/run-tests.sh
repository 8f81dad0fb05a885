#!/usr/bin/env bash
# `npm test`: every test. Builds the web app once, runs the API, shared and web units (Vitest's
# `unit`, `web` and `web-isolated` projects, two files at a time), then the browser tests (`e2e`).
#
# With TEST_POSTGRES_URL (a scratch database on a PostgreSQL server; CI sets it), the browser tests'
# server runs on PostgreSQL instead of the embedded PGlite, and the API's database tests run again
# on PostgreSQL *beside* the browser tests (decisions 080, 093). The browser tests mostly wait, on
# Chromium and on the server (about two thirds of a core alone), and every wait is as long as the
# CPU they get at that moment: the second pass runs `nice`d, filling the idle time without
# slowing their steps.
# With TEST_REPORT_DIR, each pass also writes Vitest's JSON report there (unit-web, e2e, postgres).
set -uo pipefail
cd "$(dirname "$0")/.."

report() { # the reporters of one pass: the default, plus the JSON file when asked for
  if [[ -n ${TEST_REPORT_DIR:-} ]]; then
    echo "--reporter=default --reporter=json --outputFile.json=$TEST_REPORT_DIR/$1.json"
  fi
}

npm run build || exit 1

# shellcheck disable=SC2046 # report's words are separate arguments on purpose
npx vitest run --project unit --project web --project web-isolated $(report unit-web) || exit 1

postgres_pid=
if [[ -n ${TEST_POSTGRES_URL:-} ]]; then
  export DATABASE_URL=$TEST_POSTGRES_URL
  # Only the API's tests touch the database. Its lines are marked, as both passes write to the
  # same terminal.
  # shellcheck disable=SC2046
  (nice -n 10 npx vitest run --project unit apps/api/ $(report postgres) 2>&1 |
    sed -u 's/^/[postgres] /') &
  postgres_pid=$!
fi

# shellcheck disable=SC2046
npx vitest run --project e2e $(report e2e)
browser_status=$?

postgres_status=0
if [[ -n $postgres_pid ]]; then
  wait "$postgres_pid"
  postgres_status=$?
fi
((browser_status == 0 && postgres_status == 0))

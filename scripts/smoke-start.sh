#!/usr/bin/env bash
# Runs the README's start command on the embedded defaults in a fresh data folder and checks that
# the product answers: the API health call, the home page shell, and the UI bundle it references.
set -euo pipefail
cd "$(dirname "$0")/.."
data_dir=$(mktemp -d)
log=$(mktemp)
port=${SMOKE_PORT:-3000}
DATA_DIR="$data_dir" PORT="$port" npm start >"$log" 2>&1 &
pid=$!
cleanup() { kill "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; rm -rf "$data_dir"; }
trap cleanup EXIT

for _ in $(seq 1 180); do
  if curl -fsS "http://127.0.0.1:$port/api/health" >/dev/null 2>&1; then break; fi
  if ! kill -0 "$pid" 2>/dev/null; then cat "$log"; echo "npm start exited early" >&2; exit 1; fi
  sleep 1
done
health=$(curl -fsS "http://127.0.0.1:$port/api/health") || { cat "$log"; echo "no answer on :$port" >&2; exit 1; }
echo "$health" | grep -q '"status":100' || { echo "health: $health" >&2; exit 1; }
echo "$health" | grep -q '"database":"pglite"' || { echo "expected PGlite: $health" >&2; exit 1; }
home=$(curl -fsS -H 'accept: text/html' "http://127.0.0.1:$port/")
echo "$home" | grep -q '<div id="root"' || { echo "home page shell missing" >&2; exit 1; }
# The rendered home page (headless Chromium) shows the licence number in the footer.
dom=$(/usr/bin/chromium --headless --no-sandbox --disable-gpu --disable-background-networking \
  --disable-component-update --disable-sync --no-first-run --virtual-time-budget=10000 \
  --dump-dom "http://127.0.0.1:$port/" 2>/dev/null)
echo "$dom" | grep -q 'NMLS #1020884' || { echo "licence number not in the rendered footer" >&2; exit 1; }
[ -d "$data_dir/pg" ] || { echo "PGlite data folder not created" >&2; exit 1; }

# Graceful shutdown: SIGTERM ends the process with status 0.
kill -TERM "$pid"
wait "$pid" && status=0 || status=$?
echo "smoke start: OK (health, home shell, rendered footer; stopped with status $status)"
